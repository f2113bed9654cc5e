// A jest environment (jest-fixed-jsdom, as every page test) whose clock runs in America/Los_Angeles (UTC-8, -7 in
// summer), far from Asia/Shanghai: a page test that names it in its docblock
//   /** @jest-environment ./shared/src/testing/los-angeles-environment.cjs */
// shows that what the page shows and sends is China time whatever the browser's zone. Node applies a new
// process.env.TZ at once (to Date and Intl alike); the zone the file found is restored when it ends.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

const ZONE = 'America/Los_Angeles';

class LosAngelesEnvironment extends FixedJSDOMEnvironment {
  async setup() {
    this.previousZone = process.env.TZ;
    process.env.TZ = ZONE;
    await super.setup();
  }

  async teardown() {
    await super.teardown();
    if (this.previousZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousZone;
  }
}

module.exports = LosAngelesEnvironment;
