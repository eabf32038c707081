/**
 * Makes everything one tick writes to a socket leave as one packet. Both ends of the PGlite socket need
 * it: node-postgres writes each protocol message of a query (parse, bind, describe, execute, sync) on its
 * own, and the PGlite side writes each reply message on its own, one system call apiece otherwise.
 * @param {import('node:net').Socket} socket
 */
export function coalesceWrites(socket) {
  const write = socket.write.bind(socket);
  socket.write = (...args) => {
    if (!socket.writableCorked) {
      socket.cork();
      process.nextTick(() => socket.uncork());
    }
    return write(...args);
  };
  return socket;
}
