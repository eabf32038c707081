import { t } from '@lingui/core/macro';

// The browser's own validation bubbles speak the browser's language ('Please fill out this field.').
// One listener for the whole site gives every form field, on every page, a message in the language on
// screen instead: forms keep their required/type/minLength attributes and need no code of their own.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: EventTarget | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** The text for what is wrong with a field, in the language on screen ('' when nothing is). */
export function turkishValidationMessage(el: Field): string {
  const v = el.validity;
  if (v.valueMissing) {
    if (el instanceof HTMLSelectElement) return t`Lütfen listeden bir seçim yapın.`;
    if (el.type === 'checkbox') return t`Devam etmek için bu kutuyu işaretleyin.`;
    if (el.type === 'radio') return t`Lütfen seçeneklerden birini seçin.`;
    return t`Lütfen bu alanı doldurun.`;
  }
  if (v.typeMismatch) return el.type === 'email' ? t`Lütfen geçerli bir e-posta adresi girin (ör. ad@ornek.com).` : t`Lütfen geçerli bir değer girin.`;
  if (v.badInput) return t`Lütfen bir sayı girin.`;
  if (el instanceof HTMLSelectElement) return '';
  if (v.tooShort) {
    const [min, typed] = [el.minLength, el.value.length];
    return t`En az ${min} karakter girin (şu an ${typed}).`;
  }
  if (v.tooLong) {
    const max = el.maxLength;
    return t`En fazla ${max} karakter girin.`;
  }
  if (el instanceof HTMLTextAreaElement) return '';
  const { min, max } = el;
  if (v.rangeUnderflow) return t`Değer en az ${min} olmalı.`;
  if (v.rangeOverflow) return t`Değer en fazla ${max} olmalı.`;
  if (v.stepMismatch) return t`Lütfen geçerli bir değer girin.`;
  if (v.patternMismatch) return el.title || t`Lütfen istenen biçimde girin.`;
  return '';
}

/** Installs the listeners on a document; returns their removal. */
export function installTurkishValidation(doc: Document = document): () => void {
  const onInvalid = (e: Event) => {
    const el = e.target;
    if (!isField(el)) return;
    // Cleared first: the field's own constraints decide whether it is still invalid.
    el.setCustomValidity('');
    if (!el.validity.valid) el.setCustomValidity(turkishValidationMessage(el));
  };
  const onEdit = (e: Event) => {
    if (isField(e.target)) e.target.setCustomValidity('');
  };
  doc.addEventListener('invalid', onInvalid, true);
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);
  return () => {
    doc.removeEventListener('invalid', onInvalid, true);
    doc.removeEventListener('input', onEdit, true);
    doc.removeEventListener('change', onEdit, true);
  };
}
