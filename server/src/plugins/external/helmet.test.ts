import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HELMET_OPTIONS, helmetHeaders } from './helmet.js';

describe('helmetHeaders', () => {
  it('reads the headers helmet sets once: the API policy, no framing, the referrer policy and helmet\'s defaults', () => {
    const headers = helmetHeaders(HELMET_OPTIONS);
    assert.equal(headers['content-security-policy'], "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'");
    assert.equal(headers['x-frame-options'], 'DENY');
    assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    assert.equal(headers['cross-origin-opener-policy'], 'same-origin');
    assert.equal(headers['cross-origin-resource-policy'], 'same-origin');
    assert.equal(headers['origin-agent-cluster'], '?1');
    assert.ok(Object.keys(headers).every((name) => name === name.toLowerCase()));
  });

  it('follows the options: a header turned off is not sent', () => {
    const headers = helmetHeaders({ frameguard: { action: 'deny' }, strictTransportSecurity: false, contentSecurityPolicy: false });
    assert.equal(headers['strict-transport-security'], undefined);
    assert.equal(headers['content-security-policy'], undefined);
    assert.equal(headers['x-frame-options'], 'DENY');
  });
});
