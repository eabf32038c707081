import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QuickPace } from '@onbir/shared/builder/quickPace';

/** The quick match's paces as the panel and the match's controls name them (drawn with i18n._). */
export const PACE_LABELS: Record<QuickPace, MessageDescriptor> = {
  normal: msg`Normal`,
  hizli: msg`Hızlı`,
  sonuc: msg`Doğrudan sonuç`,
};
