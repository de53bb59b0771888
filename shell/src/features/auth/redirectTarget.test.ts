import { redirectTarget } from './redirectTarget';

describe('redirectTarget', () => {
  it('accepts a path string or a router location', () => {
    expect(redirectTarget({ from: '/orders/12' })).toBe('/orders/12');
    expect(redirectTarget({ from: { pathname: '/profile', search: '?a=1', hash: '#x' } })).toBe('/profile?a=1#x');
  });
  it('ignores missing state, other origins and the login page itself', () => {
    expect(redirectTarget(null)).toBeNull();
    expect(redirectTarget({})).toBeNull();
    expect(redirectTarget({ from: 'https://evil.example/' })).toBeNull();
    expect(redirectTarget({ from: '//evil.example/' })).toBeNull();
    expect(redirectTarget({ from: '/login' })).toBeNull();
    expect(redirectTarget({ from: { pathname: '/login', search: '?x' } })).toBeNull();
  });
});
