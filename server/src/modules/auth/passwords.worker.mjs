// Runs in the password pool's worker threads: bcrypt's key schedule is pure CPU (~70 ms at cost 10) and
// would otherwise stall every socket and request of the process while it runs. Plain JavaScript so that
// the thread starts the same under tsx, vitest and plain node.
import bcrypt from 'bcryptjs';

export function hash({ password, rounds }) {
  return bcrypt.hashSync(password, rounds);
}

export function verify({ password, hash }) {
  return bcrypt.compareSync(password, hash);
}
