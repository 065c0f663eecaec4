import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import { BOOKING_ENGINES, BOOKING_VOLUMES, BUSINESS_USAGES, HEARD_ABOUT, HEARD_ABOUT_FOLLOW_UPS } from '../../api/business-info.ts';
import { translate, type Messages } from '../../i18n/island.ts';
import {
  $businessInfoForm,
  allEnginesChosen,
  blurBusinessInfo,
  changeBusinessInfo,
  errorKeyOf,
  submitBusinessInfoForm,
  toggleEngine,
  type BusinessInfoField,
} from '../../stores/business-info-form.ts';
import type { ModalBodyProps } from './modal-body.ts';
import styles from './BusinessInfoForm.module.scss';

/** The label of the follow-up each how-heard answer asks for (SPEC §5). */
const FOLLOW_UP_LABELS: Readonly<Record<string, string>> = {
  'Social Media': 'businessInfo.platform',
  'Peer referral': 'businessInfo.referral',
  'Customer Support Manager': 'businessInfo.manager',
  Other: 'businessInfo.other',
};

/** The how-heard answers' labels; a name (Google), like the platforms and managers, is not translated. */
const HEARD_ABOUT_LABELS: Readonly<Record<string, string>> = {
  'Social Media': 'businessInfo.hearByOption.socialMedia',
  'Peer referral': 'businessInfo.hearByOption.peerReferral',
  'Customer Support Manager': 'businessInfo.hearByOption.supportManager',
  Other: 'businessInfo.hearByOption.other',
};

/**
 * SPEC §4, §5 Business information modal body. The state and every rule are the store's
 * (src/stores/business-info-form.ts); this renders the fields and hands it what the visitor does.
 */
export default function BusinessInfoForm({ messages }: ModalBodyProps) {
  const { values, errors, complete, submitting, countries } = useStore($businessInfoForm);
  const id = useId();
  const t = (key: string) => translate(messages, key);
  const followUp = (HEARD_ABOUT_FOLLOW_UPS as Record<string, { options?: readonly string[]; message?: string }>)[values.hearBy];

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitBusinessInfoForm({ success: t('businessInfo.submitted'), failure: t('businessInfo.failed') });
      }}
    >
      <p className={styles.intro}>{t('businessInfo.intro')}</p>
      <p className={styles.hint}>{t('businessInfo.required')}</p>

      <Field id={`${id}email`} label={t('businessInfo.email')} required error={errorText(messages, 'contactEmailId', errors.contactEmailId)}>
        {(props) => (
          <input
            {...props}
            type="email"
            name="email"
            autoComplete="email"
            // The body loads after the dialog opened, so showModal found nothing to focus yet.
            autoFocus
            value={values.contactEmailId}
            onChange={(event) => changeBusinessInfo('contactEmailId', event.target.value)}
            onBlur={() => blurBusinessInfo('contactEmailId')}
          />
        )}
      </Field>

      <Field id={`${id}phone`} label={t('businessInfo.phone')} error={errorText(messages, 'contactPhoneNumber', errors.contactPhoneNumber)}>
        {(props) => (
          <input
            {...props}
            type="tel"
            name="phone"
            autoComplete="tel"
            value={values.contactPhoneNumber}
            onChange={(event) => changeBusinessInfo('contactPhoneNumber', event.target.value)}
            onBlur={() => blurBusinessInfo('contactPhoneNumber')}
          />
        )}
      </Field>

      <Field
        id={`${id}country`}
        label={t('businessInfo.country')}
        required
        hint={countries.length ? t('businessInfo.countryHint') : t('businessInfo.countriesLoading')}
        error={errorText(messages, 'hqCountry', errors.hqCountry)}
      >
        {(props) => (
          <>
            <input
              {...props}
              type="text"
              name="hqCountry"
              autoComplete="off"
              list={`${id}countries`}
              value={values.countryQuery}
              onChange={(event) => changeBusinessInfo('countryQuery', event.target.value)}
              onBlur={() => blurBusinessInfo('hqCountry')}
            />
            <datalist id={`${id}countries`}>
              {countries.map((country) => (
                <option key={country.code} value={country.name} />
              ))}
            </datalist>
          </>
        )}
      </Field>

      <fieldset className={styles.group} aria-describedby={errors.productInterested ? `${id}engines-error` : undefined}>
        <legend className={styles.label}>
          {t('businessInfo.engines')} <span aria-hidden="true">*</span>
        </legend>
        <div className={styles.boxes}>
          {['All', ...BOOKING_ENGINES].map((engine) => (
            <label key={engine} className={styles.box}>
              <input
                type="checkbox"
                name="productInterested"
                value={engine}
                checked={engine === 'All' ? allEnginesChosen(values) : values.engines.includes(engine)}
                onChange={(event) => toggleEngine(engine, event.target.checked)}
              />
              {t(`businessInfo.engine.${engine}`)}
            </label>
          ))}
        </div>
        {errors.productInterested && (
          <p id={`${id}engines-error`} className={styles.error}>
            {errorText(messages, 'productInterested', errors.productInterested)}
          </p>
        )}
      </fieldset>

      <Choice id={`${id}volume`} name="bookingVolume" label={t('businessInfo.volume')} value={values.bookingVolume} messages={messages} error={errors.bookingVolume}
        options={BOOKING_VOLUMES.map((value, index) => [value, t(`businessInfo.volumeOption.${index}`)])} />
      <Choice id={`${id}usage`} name="useForBusiness" label={t('businessInfo.usage')} value={values.useForBusiness} messages={messages} error={errors.useForBusiness}
        options={BUSINESS_USAGES.map((value, index) => [value, t(`businessInfo.usageOption.${index}`)])} />
      <Choice id={`${id}hearBy`} name="hearBy" label={t('businessInfo.hearBy')} value={values.hearBy} messages={messages} error={errors.hearBy}
        options={HEARD_ABOUT.map((value) => [value, HEARD_ABOUT_LABELS[value] ? t(HEARD_ABOUT_LABELS[value]) : value])} />

      {followUp?.message &&
        (followUp.options ? (
          <Choice key={values.hearBy} id={`${id}hearByName`} name="hearByName" label={t(FOLLOW_UP_LABELS[values.hearBy] ?? '')} value={values.hearByName} messages={messages}
            error={errors.hearByName} options={followUp.options.map((value) => [value, value])} />
        ) : (
          <Field key={values.hearBy} id={`${id}hearByName`} label={t(FOLLOW_UP_LABELS[values.hearBy] ?? '')} required error={errorText(messages, 'hearByName', errors.hearByName)}>
            {(props) => (
              <input
                {...props}
                type="text"
                name="hearByName"
                value={values.hearByName}
                onChange={(event) => changeBusinessInfo('hearByName', event.target.value)}
                onBlur={() => blurBusinessInfo('hearByName')}
              />
            )}
          </Field>
        ))}

      <button type="submit" className={`button button--primary ${styles.submit}`} disabled={!complete || submitting}>
        {t('businessInfo.submit')}
      </button>
    </form>
  );
}

function errorText(messages: Messages, field: BusinessInfoField, message: string | undefined): string | undefined {
  return message && translate(messages, errorKeyOf(field, message));
}

interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className: string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  children(props: ControlProps): ReactNode;
}

/** A labelled control with its hint and error, tied to it for assistive technology. */
function Field({ id, label, required, hint, error, children }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label} {required && <span aria-hidden="true">*</span>}
      </label>
      {children({
        id,
        className: styles.control,
        ...(required ? { required: true } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface ChoiceProps {
  id: string;
  name: 'bookingVolume' | 'useForBusiness' | 'hearBy' | 'hearByName';
  label: string;
  value: string;
  options: (readonly [value: string, label: string])[];
  messages: Messages;
  error: string | undefined;
}

/** A required pick from a fixed list (SPEC §9 options), empty until chosen. */
function Choice({ id, name, label, value, options, messages, error }: ChoiceProps) {
  return (
    <Field id={id} label={label} required error={errorText(messages, name, error)}>
      {(props) => (
        <select {...props} name={name} value={value} onChange={(event) => changeBusinessInfo(name, event.target.value)} onBlur={() => blurBusinessInfo(name)}>
          <option value="">{translate(messages, 'businessInfo.choose')}</option>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
