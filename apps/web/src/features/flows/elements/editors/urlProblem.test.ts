import { describe, expect, it } from 'vitest';
import { cardUrlProblem, requestUrlProblem } from './urlProblem';

describe('url rules', () => {
  it('accepts public http(s) URLs only for requests', () => {
    expect(requestUrlProblem('https://api.example.com/hook')).toBeNull();
    expect(requestUrlProblem('ftp://example.com')).toMatch(/http/);
    expect(requestUrlProblem('http://127.0.0.1/x')).toMatch(/locale ou privée/);
  });

  it('wants an http(s) URL on a card button', () => {
    expect(cardUrlProblem('https://example.com')).toBeNull();
    expect(cardUrlProblem('example.com')).not.toBeNull();
  });
});
