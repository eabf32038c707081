import type { ValidationCode } from '../validation';

export const validationMessagesEn: Record<ValidationCode, string> = {
  FIELD_REQUIRED: '{field} is required.',
  FIELD_NOT_TEXT: '{field} must be text.',
  FIELD_TOO_SHORT: '{field} must be at least {min} characters.',
  FIELD_TOO_LONG: '{field} can be at most {max} characters.',
  EMAIL_INVALID: 'Enter a valid {field} address.',
  PHONE_CHARACTERS: 'A phone number can only contain digits, spaces, +, - and brackets.',
  FIELD_INVALID_CHOICE: 'Choose a valid {field}.',
  INVALID_CLUB: 'Invalid club.',
  INVALID_LEAGUE: 'Invalid league.',
  INVALID_POSITION: 'Invalid position.',
  INVALID_PAGE: 'Invalid page.',
  INVALID_LIMIT: 'Invalid limit.',
  INVALID_PLAYER: 'Invalid player.',
  INVALID_DATE: 'Invalid date (YYYY-MM-DD).',
  INVALID_DECISIONS: 'The decisions are not valid: at most 12 a match, each for your team and at a minute.',
  INVALID_CHOICES: 'The choices must be a list of card places from 1 to 5.',
  TOO_MANY_PLAYERS: 'Too many players.',
  BODY_NOT_OBJECT: 'The request body must be a JSON object.',
  FIELD_INVALID: "Invalid field '{field}': {detail}",
  INVALID: 'Invalid field: {detail}',
};
