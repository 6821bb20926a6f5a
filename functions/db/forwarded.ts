/**
 * A property of `target` as the D1 wrappers' proxies pass it on (retrying, counting, routing to the
 * request's session): methods stay bound to the real binding or statement, which checks its receiver.
 */
export function forwarded(target: object, property: PropertyKey): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}
