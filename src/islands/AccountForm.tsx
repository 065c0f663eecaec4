import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { translate, type Messages } from '../i18n/island.ts';
import {
  $accountForm,
  $ssoResult,
  $verifyResult,
  ACCOUNT_FORM_MESSAGES,
  adoptPrefilled,
  FORM_FIELDS,
  initialFormState,
  setField,
  submitAccountForm,
  type AccountField,
  type AccountFormKind,
  type Notice,
} from '../stores/account-forms.ts';
import type { AccountPageKind } from '../site/account-pages.ts';
import { useHydratedStore } from './shared/use-hydrated-store.ts';
import styles from './AccountForm.module.scss';

/** The locale keys this island reads (islandMessages(language, ACCOUNT_FORM_ISLAND_MESSAGES)). */
export const ACCOUNT_FORM_ISLAND_MESSAGES = ACCOUNT_FORM_MESSAGES;


export interface AccountFormProps {
  kind: AccountPageKind;
  messages: Messages;
  /**
   * Links under the form, already in the page language. `signIn`: where /sso offers to sign in
   * when nothing usable was handed over (SPEC §4: the agency's sign-in under SSO, else log in).
   */
  links: { login: string; signup?: string | undefined; forgot: string; home: string; signIn?: string | undefined };
}

/** Names and autocomplete tokens password managers expect. */
const AUTOCOMPLETE: Record<AccountField, (kind: AccountFormKind) => string> = {
  firstName: () => 'given-name',
  lastName: () => 'family-name',
  // One token only (axe autocomplete-valid): the log-in name on log-in, the address elsewhere.
  email: (kind) => (kind === 'login' ? 'username' : 'email'),
  password: (kind) => (kind === 'login' ? 'current-password' : 'new-password'),
};
const TYPE: Record<AccountField, string> = { firstName: 'text', lastName: 'text', email: 'email', password: 'password' };
const LABEL: Record<AccountField, string> = {
  firstName: 'accountForms.firstName',
  lastName: 'accountForms.lastName',
  email: 'accountForms.email',
  password: 'accountForms.password',
};
const SUBMIT: Record<AccountFormKind, string> = {
  login: 'accountForms.loginSubmit',
  signup: 'accountForms.signupSubmit',
  forgot: 'accountForms.forgotSubmit',
  reset: 'accountForms.resetSubmit',
};

const LOGIN_STATE = initialFormState('login');
const SERVER_STATES = {
  login: LOGIN_STATE,
  signup: initialFormState('signup'),
  forgot: initialFormState('forgot'),
  reset: initialFormState('reset'),
} as const;

function NoticeText({ notice, messages }: { notice: Notice; messages: Messages }) {
  return <>{notice.key ? translate(messages, notice.key) : notice.text}</>;
}

/**
 * The form of an account page. It draws the account store
 * (src/stores/account-forms.ts) and hands it what is typed; the rules live there.
 */
export default function AccountForm(props: AccountFormProps) {
  if (props.kind === 'verify') return <VerifyResult {...props} />;
  if (props.kind === 'sso') return <SsoResult {...props} />;
  return <Form {...props} kind={props.kind} />;
}

function Form({ kind, messages, links }: AccountFormProps & { kind: AccountFormKind }) {
  const t = (key: string) => translate(messages, key);
  const id = useId();
  const stored = useHydratedStore($accountForm, LOGIN_STATE);
  const state = stored.kind === kind ? stored : SERVER_STATES[kind];
  const form = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);

  // A layout effect reads the inputs right after hydration, before any later render resets them.
  useLayoutEffect(() => {
    const found: Partial<Record<AccountField, string>> = {};
    for (const field of FORM_FIELDS[kind]) {
      const input = form.current?.elements.namedItem(field);
      if (input instanceof HTMLInputElement) found[field] = input.value;
    }
    adoptPrefilled(kind, found);
    setHydrated(true);
  }, [kind]);

  // The store asks for focus on the first wrong field after a submit.
  useEffect(() => {
    if (!state.focusField || !state.focusRequest) return;
    form.current?.querySelector<HTMLInputElement>(`[name="${state.focusField}"]`)?.focus();
  }, [state.focusField, state.focusRequest]);

  const busy = state.status === 'submitting';
  const done = state.status === 'done';

  return (
    <form
      ref={form}
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitAccountForm(kind);
      }}
    >
      {FORM_FIELDS[kind].map((field) => {
        const error = state.errors[field];
        const inputId = `${id}-${field}`;
        const errorId = `${inputId}-error`;
        return (
          <div className={styles.field} key={field}>
            <label htmlFor={inputId}>{t(LABEL[field])}</label>
            <input
              id={inputId}
              name={field}
              type={TYPE[field]}
              autoComplete={AUTOCOMPLETE[field](kind)}
              value={state.values[field] ?? ''}
              onChange={(event) => setField(kind, field, event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              required
              disabled={done}
            />
            <p id={errorId} className={styles.error} hidden={!error}>
              {error ? t(error) : ''}
            </p>
          </div>
        );
      })}
      <div role="status" aria-live="polite" className={styles.noticeSlot}>
        {state.notice && (
          <p className={state.notice.tone === 'error' ? styles.noticeError : styles.noticeSuccess} data-notice={state.notice.tone}>
            <NoticeText notice={state.notice} messages={messages} />
          </p>
        )}
      </div>
      {!done && (
        // Disabled until hydrated: before that a click would post the password to a static page.
        <button className="button button--primary" type="submit" disabled={!hydrated} aria-disabled={busy || undefined}>
          {busy ? t('accountForms.submitting') : t(SUBMIT[kind])}
        </button>
      )}
      <p className={styles.links}>
        {kind === 'login' && <a href={links.forgot}>{t('accountForms.forgotLink')}</a>}
        {kind === 'login' && links.signup && <a href={links.signup}>{t('accountForms.signupLink')}</a>}
        {kind !== 'login' && <a href={links.login}>{t('accountForms.loginLink')}</a>}
      </p>
    </form>
  );
}

function VerifyResult({ messages, links }: AccountFormProps) {
  const result = useHydratedStore($verifyResult, undefined);
  return (
    <div className={styles.form}>
      <div role="status" aria-live="polite" className={styles.noticeSlot}>
        {result ? (
          <p className={result.tone === 'error' ? styles.noticeError : styles.noticeSuccess} data-notice={result.tone}>
            <NoticeText notice={result} messages={messages} />
          </p>
        ) : (
          <p>{translate(messages, 'accountForms.verifying')}</p>
        )}
      </div>
      <p className={styles.links}>
        <a href={links.login}>{translate(messages, 'accountForms.loginLink')}</a>
      </p>
    </div>
  );
}

/** SPEC §4: /sso takes the hand-over, or says why it cannot and offers the agency's sign-in. */
function SsoResult({ messages, links }: AccountFormProps) {
  const result = useHydratedStore($ssoResult, 'pending');
  const failed = result !== 'pending';
  return (
    <div className={styles.form}>
      <div role="status" aria-live="polite" className={styles.noticeSlot}>
        {failed ? (
          <p className={styles.noticeError} data-notice="error">
            {translate(messages, result === 'missing' ? 'accountForms.ssoMissing' : 'accountForms.ssoInvalid')}
          </p>
        ) : (
          <p>{translate(messages, 'accountForms.ssoSigningIn')}</p>
        )}
      </div>
      {failed && (
        <p>
          <a className="button button--primary" href={links.signIn ?? links.login} data-sso-sign-in>
            {translate(messages, 'accountForms.ssoRedirecting')}
          </a>
        </p>
      )}
      <p className={styles.links}>
        <a href={links.home}>{translate(messages, 'accountForms.home')}</a>
      </p>
    </div>
  );
}
