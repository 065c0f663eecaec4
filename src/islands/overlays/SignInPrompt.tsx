import { useStore } from '@nanostores/react';
import { translate } from '../../i18n/island.ts';
import { $agency } from '../../stores/agency.ts';
import { signInPromptTargets } from '../../stores/sign-in-prompt.ts';
import type { ModalBodyProps } from './modal-body.ts';
import styles from './SignInPrompt.module.scss';

/**
 * SPEC §2.13 Sign-in-to-save modal body: Sign Up and Log In, each carrying this page as the
 * redirect (src/stores/sign-in-prompt.ts decides when it opens and where they go).
 */
export default function SignInPrompt({ messages }: ModalBodyProps) {
  const agency = useStore($agency);
  const targets = signInPromptTargets(window.location, agency);
  return (
    <div className={styles.body}>
      <p className={styles.text}>{translate(messages, 'signInPrompt.text')}</p>
      <div className={styles.actions}>
        {targets.signUp && (
          <a className="button button--primary" href={targets.signUp}>
            {translate(messages, 'signInPrompt.signUp')}
          </a>
        )}
        {targets.logIn && (
          <a className="button button--outline" href={targets.logIn}>
            {translate(messages, 'signInPrompt.logIn')}
          </a>
        )}
      </div>
    </div>
  );
}
