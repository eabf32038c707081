import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { installTurkishValidation } from './turkishValidation';
import './ui.css';
import './layout.css';

/** The frame around every screen: navigation, the routed page, footer. */
export function Layout() {
  const navigation = useNavigation();
  // Every form of every page gets Turkish validation messages from here.
  useEffect(() => installTurkishValidation(), []);
  return (
    <div className="site">
      {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label="Yükleniyor" />}
      <Navbar />
      <main className="site-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/** Shown while the first screen's code loads. */
export function LayoutFallback() {
  return (
    <div className="site-splash" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span>Yükleniyor...</span>
    </div>
  );
}
