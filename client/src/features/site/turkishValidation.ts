// The browser's own validation bubbles speak the browser's language ('Please fill out this field.').
// One listener for the whole site gives every form field, on every page, a Turkish message instead:
// forms keep their required/type/minLength attributes and need no code of their own.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: EventTarget | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** The Turkish text for what is wrong with a field ('' when nothing is). */
export function turkishValidationMessage(el: Field): string {
  const v = el.validity;
  if (v.valueMissing) {
    if (el instanceof HTMLSelectElement) return 'Lütfen listeden bir seçim yapın.';
    if (el.type === 'checkbox') return 'Devam etmek için bu kutuyu işaretleyin.';
    if (el.type === 'radio') return 'Lütfen seçeneklerden birini seçin.';
    return 'Lütfen bu alanı doldurun.';
  }
  if (v.typeMismatch) return el.type === 'email' ? 'Lütfen geçerli bir e-posta adresi girin (ör. ad@ornek.com).' : 'Lütfen geçerli bir değer girin.';
  if (v.badInput) return 'Lütfen bir sayı girin.';
  if (el instanceof HTMLSelectElement) return '';
  if (v.tooShort) return `En az ${el.minLength} karakter girin (şu an ${el.value.length}).`;
  if (v.tooLong) return `En fazla ${el.maxLength} karakter girin.`;
  if (el instanceof HTMLTextAreaElement) return '';
  if (v.rangeUnderflow) return `Değer en az ${el.min} olmalı.`;
  if (v.rangeOverflow) return `Değer en fazla ${el.max} olmalı.`;
  if (v.stepMismatch) return 'Lütfen geçerli bir değer girin.';
  if (v.patternMismatch) return el.title || 'Lütfen istenen biçimde girin.';
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
