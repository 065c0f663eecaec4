import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { translate, type Messages } from '../i18n/island.ts';
import type { PageAccess } from '../site/agent-access.ts';
import { COMMAND_CENTER } from '../site/agent-area.ts';
import { EARLY_READY_ATTRIBUTE } from '../site/early-mount-names.ts';
import type { RemoteContextInit } from '../site/remote-apps.ts';
import { ROUTES } from '../site/routes.ts';
import { localePath } from '../i18n/language-prefix.ts';
import { remotePageAccess, retryPageAccess } from '../stores/remote-page-access.ts';
import { createRemoteAppLoader } from '../stores/remote-app.ts';
import styles from './RemoteApp.module.scss';
import { useHydratedStore } from './shared/use-hydrated-store.ts';

/** The locale keys this island reads (islandMessages(language, REMOTE_APP_MESSAGES)). */
export const REMOTE_APP_MESSAGES = [
  'remote.loading',
  'remote.failed',
  'remote.retry',
  'noAccess.title',
  'noAccess.agent',
  'noAccess.customer',
  'noAccess.commandCenter',
  'noAccess.myTrips',
  'noAccess.home',
] as const;

/**
 * The host's content is the app's, never React's: hydration keeps an app the inline script
 * mounted before it (src/site/early-mount.ts), and a render never empties it. One object, so a
 * render never sees a new value to write.
 */
const APP_OWNS_CONTENT = { __html: '' };

/** The build knows no visitor: the page renders as waiting, and mounts once the access is known. */
const BEFORE_START: PageAccess = 'wait';

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
  const [$access] = useState(() => remotePageAccess(app));
  const access = useHydratedStore($access, BEFORE_START);
  const status = useStore(loader.$status);
  const host = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    // The app's module graph travels while the profile call decides the access; only its mount waits.
    if (access === 'wait') loader.warm();
  }, [loader, access]);

  useEffect(() => {
    // SPEC §6: nothing is mounted until the access is known, and never without it.
    if (access !== 'open' || !host.current) return;
    void loader.start(host.current);
    return () => loader.stop();
  }, [loader, access]);

  if (access === 'no-access-agent' || access === 'no-access-customer') {
    const link = (route: string) => localePath({ defaultLanguage: context.defaultLanguage }, context.language, route);
    return (
      <section className={styles.remote} data-remote-app={app} data-status="no-access" data-no-access={access === 'no-access-agent' ? 'agent' : 'customer'}>
        <div className={styles.status}>
          <h1 className={styles.heading}>{translate(messages, 'noAccess.title')}</h1>
          <p className={styles.message}>{translate(messages, access === 'no-access-agent' ? 'noAccess.agent' : 'noAccess.customer')}</p>
          {access === 'no-access-agent' ? (
            <a className={styles.retry} href={link(COMMAND_CENTER)}>
              {translate(messages, 'noAccess.commandCenter')}
            </a>
          ) : (
            <p className={styles.ways}>
              <a className={styles.retry} href={link(ROUTES.myTrips)}>
                {translate(messages, 'noAccess.myTrips')}
              </a>
              <a className={styles.way} href={link(ROUTES.home)}>
                {translate(messages, 'noAccess.home')}
              </a>
            </p>
          )}
        </div>
      </section>
    );
  }
  // SPEC §4: a page whose access could not be decided fails as a page that could not load.
  const shown = access === 'open' ? status : access === 'failed' ? 'failed' : 'loading';

  const retry = () => {
    // The button is about to go: keep keyboard focus in the component rather than on <body>.
    box.current?.focus();
    // The box shows its own states from now on, even for an app the inline script had mounted.
    box.current?.removeAttribute(EARLY_READY_ATTRIBUTE);
    if (access === 'failed') void retryPageAccess();
    else if (host.current) void loader.retry(host.current);
  };

  return (
    <section ref={box} className={styles.remote} data-remote-app={app} data-status={shown} aria-busy={shown === 'loading'} tabIndex={-1}>
      {shown === 'loading' && (
        <p className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {translate(messages, 'remote.loading')}
        </p>
      )}
      {shown === 'failed' && (
        <div className={styles.status} role="alert">
          <p className={styles.message}>{translate(messages, 'remote.failed')}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            {translate(messages, 'remote.retry')}
          </button>
        </div>
      )}
      <div ref={host} className={styles.host} hidden={shown !== 'ready'} data-remote-host="" dangerouslySetInnerHTML={APP_OWNS_CONTENT} />
    </section>
  );
}
