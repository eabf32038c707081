import type { RealtimeRefusalCode } from '../realtime';

export const realtimeMessagesEn: Record<RealtimeRefusalCode, string> = {
  SOCKET_FLOOD: 'You are sending requests too fast; please wait a moment.',
  SOCKET_FLOOD_DISCONNECTED: 'Your live connection was closed because you sent requests too fast. Reload the page to reconnect.',
  TOO_MANY_SOCKETS: 'Too many live connections are open for this account. Close the tabs you are not using and reload the page.',
  TOO_MANY_SOCKETS_FROM_ADDRESS: 'Too many live connections are open from this address. Please try again a little later.',
  SOCKET_HANDSHAKES_THROTTLED: 'New connections are being opened too often from this address. Please try again in a minute.',
  LIVE_CONNECTION_ONLY: 'This connection is for watching a live presentation only.',
};
