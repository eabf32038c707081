import type { SkipTarget } from '../lib/skipTargets';

/**
 * Every page of the site frame: its path (a route pattern as client/src/lib/navigation.tsx matches it; '' is the home page),
 * its module under src/ and the component it exports. The one list of pages: routes.tsx turns it into
 * lazy routes, and the build (vite.config.ts) into the route → files map the server uses to send a
 * page's code and styles along with its HTML. Plain data, no React: the build config imports it.
 */
export type PageEntry = {
  path: string;
  module: string;
  component: string;
  /** A GET the page starts with, sent as soon as the route is known (see lib/prefetch.ts). */
  firstRequest?: string;
  /**
   * The same first screen for every visitor (no sign-in, no parameter): rendered into the page's HTML at
   * build time and hydrated (prerender.tsx); with its first request's answer when the server has it.
   */
  prerender?: true;
  /** What the page's first Tab stop, ahead of the site's menu, takes the keyboard to (features/site/SkipLink.tsx). */
  skipTo?: SkipTarget;
};

export const pageTable: readonly PageEntry[] = [
  { path: 'taktik', module: 'features/board/TacticsBoardPage.tsx', component: 'TacticsBoardPage', prerender: true, skipTo: 'pitch' },
  // video analysis: drawing on a clip from the device (features/video)
  { path: 'taktik/video', module: 'features/video/VideoAnalysisPage.tsx', component: 'VideoAnalysisPage' },
  // live board sessions, watched without signing in (features/presenter)
  { path: 'canli/:code?', module: 'features/presenter/LiveViewerPage.tsx', component: 'LiveViewerPage' },
  // session plans kept in the browser (features/plans)
  { path: 'plan/:planId?', module: 'features/plans/PlansPage.tsx', component: 'PlansPage' },
  // Same URL as builderApi's popular clubs.
  { path: 'ilk11kur', module: 'features/builder/BuilderPage.tsx', component: 'BuilderPage', firstRequest: '/api/players/clubs?q=&limit=10', prerender: true },
  // pick one of five and the daily challenge (features/pickFive)
  { path: 'besten-birini-sec', module: 'features/pickFive/PickFivePage.tsx', component: 'PickFivePage', firstRequest: '/api/pick-five/pool' },
  // site frame and accounts (features/site, features/auth)
  { path: '', module: 'features/site/HomePage.tsx', component: 'HomePage', prerender: true },
  { path: 'register', module: 'features/auth/RegisterPage.tsx', component: 'RegisterPage', prerender: true },
  { path: 'login', module: 'features/auth/LoginPage.tsx', component: 'LoginPage', prerender: true },
  { path: 'forgot-password', module: 'features/auth/ForgotPasswordPage.tsx', component: 'ForgotPasswordPage', prerender: true },
  { path: 'reset-password/:token', module: 'features/auth/ResetPasswordPage.tsx', component: 'ResetPasswordPage' },
  // Paths match case-insensitively, so this serves both /Profile (navbar) and /profile (confirmation page link).
  { path: 'Profile', module: 'features/auth/ProfilePage.tsx', component: 'ProfilePage' },
  { path: 'confirm-email/:token?', module: 'features/auth/ConfirmEmailPage.tsx', component: 'ConfirmEmailPage' },
  { path: 'cancel-email-change/:token?', module: 'features/auth/CancelEmailChangePage.tsx', component: 'CancelEmailChangePage' },
  { path: 'contact', module: 'features/site/ContactPage.tsx', component: 'ContactPage', prerender: true },
  { path: 'terms-of-service', module: 'features/site/TermsPage.tsx', component: 'TermsPage', prerender: true },
  { path: 'hakkimizda', module: 'features/site/AboutPage.tsx', component: 'AboutPage', prerender: true },
  // rooms, lobby and draft (features/rooms)
  { path: 'rooms', module: 'features/rooms/RoomsPage.tsx', component: 'RoomsPage' },
  { path: 'create-room', module: 'features/rooms/CreateRoomPage.tsx', component: 'CreateRoomPage' },
  { path: 'room/:roomId', module: 'features/rooms/LobbyPage.tsx', component: 'LobbyPage' },
  { path: 'room/:roomId/squad-selection', module: 'features/rooms/SquadSelectionPage.tsx', component: 'SquadSelectionPage' },
  // tournament match screen and match history (features/match, features/history)
  { path: 'match/:roomId', module: 'features/match/MatchPage.tsx', component: 'MatchPage' },
  { path: 'lig/:roomId', module: 'features/match/LeaguePage.tsx', component: 'LeaguePage' },
  { path: 'dashboard/:roomId?', module: 'features/history/HistoryPage.tsx', component: 'HistoryPage' },
  // replays: a played match (signed in) and its share link (no sign-in)
  { path: 'mac/:fixtureId', module: 'features/match/ReplayPage.tsx', component: 'ReplayPage' },
  { path: 'tekrar/:token', module: 'features/match/ReplayPage.tsx', component: 'SharedReplayPage' },
];
