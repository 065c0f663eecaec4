import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { translate, type Messages } from '../i18n/island.ts';
import type { RemoteContextInit } from '../site/remote-apps.ts';
import { createRemoteAppLoader } from '../stores/remote-app.ts';
import styles from './RemoteApp.module.scss';

/** The locale keys this island reads (islandMessages(language, REMOTE_APP_MESSAGES)). */
export const REMOTE_APP_MESSAGES = ['remote.loading', 'remote.failed', 'remote.retry'] as const;

export interface RemoteAppProps {
  /** The tenant's remotes base URL (site.remotesUrl). */
  remotesUrl: string;
  /** The remote app's name; refused unless it matches REMOTE_APP_ID. */
  app: string;
  context: RemoteContextInit;
  messages: Messages;
}

/**
 * Mounts a remote sub-application (SPEC §1, §4 Remote apps) into an element React never renders
 * children into, so the app owns it. The box keeps its size while loading and on failure, so the
 * page does not jump when the island hydrates.
 */
export default function RemoteApp({ remotesUrl, app, context, messages }: RemoteAppProps) {
  const [loader] = useState(() => createRemoteAppLoader({ remotesUrl, app, context }));
  const status = useStore(loader.$status);
  const host = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    if (host.current) void loader.start(host.current);
    return () => loader.stop();
  }, [loader]);

  const retry = () => {
    // The button is about to go: keep keyboard focus in the component rather than on <body>.
    box.current?.focus();
    if (host.current) void loader.retry(host.current);
  };

  return (
    <section ref={box} className={styles.remote} data-remote-app={app} data-status={status} aria-busy={status === 'loading'} tabIndex={-1}>
      {status === 'loading' && (
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {translate(messages, 'remote.loading')}
        </p>
      )}
      {status === 'failed' && (
        <div className={styles.status} role="alert">
          <p className={styles.message}>{translate(messages, 'remote.failed')}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            {translate(messages, 'remote.retry')}
          </button>
        </div>
      )}
      <div ref={host} className={styles.host} hidden={status !== 'ready'} />
    </section>
  );
}
