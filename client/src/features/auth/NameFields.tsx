import type { ChangeEvent } from 'react';
import { Trans } from '@lingui/react/macro';

type NameKey = 'username' | 'firstName' | 'lastName';

/** Username, first and last name: the same fields, limits and autofill hints on registration and on the profile. */
export function NameFields({
  value,
  onChange,
  lastNameRequired,
}: {
  value: Record<NameKey, string>;
  onChange: (key: NameKey) => (e: ChangeEvent<HTMLInputElement>) => void;
  lastNameRequired: boolean;
}) {
  return (
    <>
      <label className="field">
        <span><Trans>Kullanıcı Adı</Trans></span>
        <input name="username" value={value.username} onChange={onChange('username')} required minLength={3} maxLength={30} autoComplete="username" />
      </label>
      <div className="form-row">
        <label className="field">
          <span><Trans>Ad</Trans></span>
          <input name="firstName" value={value.firstName} onChange={onChange('firstName')} required maxLength={50} autoComplete="given-name" />
        </label>
        <label className="field">
          <span><Trans>Soyad</Trans></span>
          <input name="lastName" value={value.lastName} onChange={onChange('lastName')} required={lastNameRequired} maxLength={50} autoComplete="family-name" />
        </label>
      </div>
    </>
  );
}
