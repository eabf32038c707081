import { afterEach, beforeEach, expect, it } from 'vitest';
import { installTurkishValidation } from './turkishValidation';

let remove: () => void;
beforeEach(() => {
  remove = installTurkishValidation();
  document.body.innerHTML = `<form>
    <input name="name" required>
    <input name="email" type="email" required>
    <input name="user" required minlength="3">
    <input name="count" type="number" min="2" max="8">
    <select name="league" required><option value="">Seç</option><option>Süper Lig</option></select>
    <textarea name="message" required></textarea>
  </form>`;
});
afterEach(() => remove());

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

it('gives every invalid field a Turkish message when the form is checked, and clears it on input', () => {
  document.querySelector('form')!.checkValidity();
  expect(field('name').validationMessage).toBe('Lütfen bu alanı doldurun.');
  expect(field('email').validationMessage).toBe('Lütfen bu alanı doldurun.');
  expect(document.querySelector<HTMLSelectElement>('select')!.validationMessage).toBe('Lütfen listeden bir seçim yapın.');
  expect(document.querySelector<HTMLTextAreaElement>('textarea')!.validationMessage).toBe('Lütfen bu alanı doldurun.');

  field('email').value = 'not-an-email';
  field('email').dispatchEvent(new Event('input', { bubbles: true }));
  expect(field('email').validationMessage).not.toMatch(/[A-Za-z]+ [a-z]+ out/);
  field('email').checkValidity();
  expect(field('email').validationMessage).toBe('Lütfen geçerli bir e-posta adresi girin (ör. ad@ornek.com).');

  field('count').value = '9';
  field('count').checkValidity();
  expect(field('count').validationMessage).toBe('Değer en fazla 8 olmalı.');

  // Fixed and edited: valid again, no message left behind.
  field('name').value = 'Ali';
  field('name').dispatchEvent(new Event('input', { bubbles: true }));
  expect(field('name').checkValidity()).toBe(true);
  expect(field('name').validationMessage).toBe('');
});
