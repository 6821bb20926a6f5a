import { describe, expect, it } from 'vitest';
import {
  connectedFrame,
  eventFrame,
  openFrame,
  parseClientFrame,
  PING_INTERVAL_MS,
  pingFrame,
} from '#functions/realtime/socket-io-frames.ts';

describe('Engine.IO / Socket.IO frames', () => {
  it('opens with the handshake a socket.io-client 4 expects (websocket only, server pings)', () => {
    const frame = openFrame('sid-1');
    expect(frame[0]).toBe('0');
    expect(JSON.parse(frame.slice(1))).toEqual({
      sid: 'sid-1',
      upgrades: [],
      pingInterval: PING_INTERVAL_MS,
      pingTimeout: 20_000,
      maxPayload: 100_000,
    });
    expect(pingFrame()).toBe('2');
  });

  it('acknowledges the namespace connection and frames events', () => {
    expect(connectedFrame('abc')).toBe('40{"sid":"abc"}');
    expect(eventFrame({ name: 'token_result', payload: { success: true } })).toBe(
      '42["token_result",{"success":true}]',
    );
  });

  it('reads what a client sends', () => {
    expect(parseClientFrame('3')).toEqual({ kind: 'pong' });
    expect(parseClientFrame('40')).toEqual({ kind: 'connect', namespace: '/' });
    expect(parseClientFrame('40/admin,')).toEqual({ kind: 'connect', namespace: '/admin' });
    expect(parseClientFrame('42["token","t-1"]')).toEqual({ kind: 'event', event: { name: 'token', token: 't-1' } });
    expect(parseClientFrame('42["typing",{}]')).toEqual({ kind: 'unknown_event', name: 'typing' });
    expect(parseClientFrame('41')).toEqual({ kind: 'disconnect' });
    expect(parseClientFrame('1')).toEqual({ kind: 'disconnect' });
  });

  it('calls anything malformed invalid instead of throwing', () => {
    for (const text of [
      '',
      'x',
      '4',
      '42[',
      '42{"a":1}',
      '42["token",5]',
      '451-["token",{"_placeholder":true,"num":0}]',
      '4'.repeat(100_001),
    ]) {
      expect(parseClientFrame(text), text.slice(0, 20)).toEqual({ kind: 'invalid' });
    }
  });
});
