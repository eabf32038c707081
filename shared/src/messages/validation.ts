/**
 * Turkish templates of the request validation messages (400 VALIDATION), keyed by stable name: `{field}`
 * is a field's label by code (./fieldLabels.ts words it in each language), `{min}`/`{max}` numbers, `{detail}` zod's own text.
 */
export const validationMessages = {
  FIELD_REQUIRED: '{field} zorunludur.',
  FIELD_NOT_TEXT: '{field} metin olmalıdır.',
  FIELD_TOO_SHORT: '{field} en az {min} karakter olmalıdır.',
  FIELD_TOO_LONG: '{field} en fazla {max} karakter olabilir.',
  EMAIL_INVALID: 'Geçerli bir {field} adresi girin.',
  PHONE_CHARACTERS: 'Telefon numarası yalnızca rakam, boşluk, +, - ve parantez içerebilir.',
  FIELD_INVALID_CHOICE: '{field} için geçerli bir seçim yapın.',
  INVALID_CLUB: 'Geçersiz kulüp.',
  INVALID_LEAGUE: 'Geçersiz lig.',
  INVALID_POSITION: 'Geçersiz mevki.',
  INVALID_PAGE: 'Geçersiz sayfa.',
  INVALID_LIMIT: 'Geçersiz limit.',
  INVALID_PLAYER: 'Geçersiz oyuncu.',
  INVALID_DATE: 'Geçersiz tarih (YYYY-AA-GG).',
  INVALID_DECISIONS: 'Kararlar geçersiz: her maç için takımınıza ait, dakikası belli en fazla 12 karar olmalıdır.',
  INVALID_CHOICES: 'Seçimler, 1-5 arası kart sıralarından oluşan bir liste olmalıdır.',
  TOO_MANY_PLAYERS: 'Çok fazla oyuncu.',
  BODY_NOT_OBJECT: 'İstek gövdesi bir JSON nesnesi olmalıdır.',
  FIELD_INVALID: "Geçersiz alan '{field}': {detail}",
  INVALID: 'Geçersiz alan: {detail}',
} as const;

export type ValidationCode = keyof typeof validationMessages;
