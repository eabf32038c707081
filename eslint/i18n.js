/**
 * The project's own lint rules for text (docs/i18n.md).
 * - `text/no-untranslated`: in the client folders whose texts are translated (lingui.config.ts), a
 *   user-visible text must go through Lingui: JSX text outside <Trans>, a string in a JSX attribute that
 *   is read out or shown (title, aria-label, placeholder, alt, label, subtitle), and any string literal
 *   with a Turkish letter are refused.
 * - `text/no-bare-case`: toUpperCase(), toLowerCase() and localeCompare() with no locale get Turkish
 *   wrong (i/İ, ı/I, ç after c): use shared/src/text (upper, lower, compareText, foldText) or pass the
 *   locale; where the text is no user's (hex, codes, keys), pass 'en' and say why.
 */
const LETTER = /\p{L}/u;
const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;
const SHOWN = new Set(['title', 'aria-label', 'placeholder', 'alt', 'label', 'subtitle', 'aria-description', 'aria-roledescription']);

const insideTrans = (node) => {
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'JSXElement' && p.openingElement.name.type === 'JSXIdentifier' && p.openingElement.name.name === 'Trans') return true;
  }
  return false;
};

/** Lingui's macros that take a message descriptor: `msg({ message, context })`, `t({ message, context })`. */
const DESCRIPTOR_MACROS = new Set(['msg', 't', 'defineMessage']);

/** The `message` of a descriptor given to one of them: the text is marked for translation already. */
const isDescriptorMessage = (node) => {
  const prop = node.parent;
  const call = prop?.parent?.parent;
  return (
    prop.type === 'Property' && prop.value === node && prop.key.type === 'Identifier' && prop.key.name === 'message' &&
    call?.type === 'CallExpression' && call.callee.type === 'Identifier' && DESCRIPTOR_MACROS.has(call.callee.name)
  );
};

const noUntranslated = {
  meta: { type: 'problem', messages: { text: 'A text the user sees must be translatable: wrap it in <Trans> or t`…` (docs/i18n.md).' }, schema: [] },
  create(context) {
    return {
      JSXText(node) {
        if (LETTER.test(node.value) && !insideTrans(node)) context.report({ node, messageId: 'text' });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        const v = node.value;
        if (SHOWN.has(name) && v?.type === 'Literal' && typeof v.value === 'string' && LETTER.test(v.value)) context.report({ node, messageId: 'text' });
      },
      Literal(node) {
        if (typeof node.value !== 'string' || !TURKISH.test(node.value)) return;
        if (node.parent.type === 'ImportDeclaration' || node.parent.type === 'JSXAttribute' || isDescriptorMessage(node)) return;
        context.report({ node, messageId: 'text' });
      },
      TemplateLiteral(node) {
        if (node.parent.type === 'TaggedTemplateExpression') return;
        if (node.quasis.some((q) => TURKISH.test(q.value.cooked ?? ''))) context.report({ node, messageId: 'text' });
      },
    };
  },
};

// The methods and how many arguments name a locale: bare case methods never do; the locale ones from the
// given position (toLocaleUpperCase('tr'), localeCompare(other, 'tr')).
const CASE = new Map([['toUpperCase', Infinity], ['toLowerCase', Infinity], ['toLocaleUpperCase', 1], ['toLocaleLowerCase', 1], ['localeCompare', 2]]);
const noBareCase = {
  meta: {
    type: 'problem',
    messages: { bare: '{{name}}() without a locale gets Turkish wrong: use shared/src/text or pass the locale (docs/i18n.md).' },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !CASE.has(callee.property.name)) return;
        if (node.arguments.length >= CASE.get(callee.property.name)) return;
        context.report({ node, messageId: 'bare', data: { name: callee.property.name } });
      },
    };
  },
};

export default { rules: { 'no-untranslated': noUntranslated, 'no-bare-case': noBareCase } };
