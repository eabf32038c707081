import type { RouteObject } from 'react-router-dom';
import { prefetch } from './prefetch';

/**
 * Every feature adds its routes here (children of the layout). Lazy imports keep each area's code out
 * of the first download.
 */
export const featureRoutes: RouteObject[] = [
  { path: 'taktik', lazy: () => import('../features/board/TacticsBoardPage').then((m) => ({ Component: m.TacticsBoardPage })) },
  {
    path: 'ilk11kur',
    lazy: () => {
      // The popular clubs are the builder's first request: asked for alongside its code (same URL as builderApi's).
      prefetch('/api/players/clubs?q=&limit=10');
      return import('../features/builder/BuilderPage').then((m) => ({ Component: m.BuilderPage }));
    },
  },
  // site frame and accounts (features/site, features/auth)
  { index: true, lazy: () => import('../features/site/HomePage').then((m) => ({ Component: m.HomePage })) },
  { path: 'register', lazy: () => import('../features/auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })) },
  { path: 'login', lazy: () => import('../features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
  { path: 'forgot-password', lazy: () => import('../features/auth/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })) },
  { path: 'reset-password/:token', lazy: () => import('../features/auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })) },
  // Paths match case-insensitively, so this serves both /Profile (navbar) and /profile (confirmation page link).
  { path: 'Profile', lazy: () => import('../features/auth/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
  { path: 'confirm-email/:token?', lazy: () => import('../features/auth/ConfirmEmailPage').then((m) => ({ Component: m.ConfirmEmailPage })) },
  { path: 'cancel-email-change/:token?', lazy: () => import('../features/auth/CancelEmailChangePage').then((m) => ({ Component: m.CancelEmailChangePage })) },
  { path: 'contact', lazy: () => import('../features/site/ContactPage').then((m) => ({ Component: m.ContactPage })) },
  { path: 'terms-of-service', lazy: () => import('../features/site/TermsPage').then((m) => ({ Component: m.TermsPage })) },
  { path: 'hakkimizda', lazy: () => import('../features/site/AboutPage').then((m) => ({ Component: m.AboutPage })) },
  // rooms, lobby and draft (features/rooms)
  { path: 'rooms', lazy: () => import('../features/rooms/RoomsPage').then((m) => ({ Component: m.RoomsPage })) },
  { path: 'create-room', lazy: () => import('../features/rooms/CreateRoomPage').then((m) => ({ Component: m.CreateRoomPage })) },
  { path: 'room/:roomId', lazy: () => import('../features/rooms/LobbyPage').then((m) => ({ Component: m.LobbyPage })) },
  { path: 'room/:roomId/squad-selection', lazy: () => import('../features/rooms/SquadSelectionPage').then((m) => ({ Component: m.SquadSelectionPage })) },
  // tournament match screen and match history (features/match, features/history)
  { path: 'match/:roomId', lazy: () => import('../features/match/MatchPage').then((m) => ({ Component: m.MatchPage })) },
  { path: 'dashboard/:roomId?', lazy: () => import('../features/history/HistoryPage').then((m) => ({ Component: m.HistoryPage })) },
  // replays: a played match (signed in) and its share link (no sign-in)
  { path: 'mac/:fixtureId', lazy: () => import('../features/match/ReplayPage').then((m) => ({ Component: m.ReplayPage })) },
  { path: 'tekrar/:token', lazy: () => import('../features/match/ReplayPage').then((m) => ({ Component: m.SharedReplayPage })) },
];
