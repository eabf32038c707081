import { useEffect, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SkipLink } from './SkipLink';
import { installTurkishValidation } from './turkishValidation';
import { keepLanguageOnProfile } from '../auth';
import { AfterFirstFrame } from '../../lib/useAfterFirstFrame';
import type { SkipTarget } from '../../lib/skipTargets';
import '../../ui/ui.css';
import './layout.css';

/** The frame around every screen: the page's skip link if it has one, navigation, the routed page, footer. */
export function Layout({ children, skipTo }: { children: ReactNode; skipTo?: SkipTarget }) {
  // Every form of every page gets Turkish validation messages from here.
  useEffect(() => installTurkishValidation(), []);
  useEffect(() => keepLanguageOnProfile(), []);
  return (
    <div className="site">
      {skipTo && <SkipLink to={skipTo} />}
      <Navbar />
      <main className="site-main">{children}</main>
      {/* Below every page: drawn after the page's first frame, which has enough to do on a slow phone. */}
      <AfterFirstFrame>
        <Footer />
      </AfterFirstFrame>
    </div>
  );
}

/** Shown in the frame while a screen's code loads (on a first visit, or the first time a page is opened). */
export function LayoutFallback() {
  const { t } = useLingui();
  return (
    <div className="site-splash" aria-busy="true">
      <div className="route-progress" role="progressbar" aria-label={t`Yükleniyor`} />
      <span className="spinner" aria-hidden="true" />
      <span>
        <Trans>Yükleniyor...</Trans>
      </span>
    </div>
  );
}
