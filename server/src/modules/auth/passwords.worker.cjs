// Runs in the password pool's worker threads: bcrypt's key schedule is pure CPU (~70 ms at cost 10) and
// would otherwise stall every socket and request of the process while it runs. Plain JavaScript so that
// the thread starts the same under tsx, vitest and plain node; CommonJS because Piscina loads a task file
// with require() first, and Node 20's require() of an ES module in a worker thread can abort the whole
// process ("v8::Module::IsGraphAsync must be used on an instantiated module", seen in CI).
const bcrypt = require('bcryptjs');

exports.hash = ({ password, rounds }) => bcrypt.hashSync(password, rounds);

exports.verify = ({ password, hash }) => bcrypt.compareSync(password, hash);
