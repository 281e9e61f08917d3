import { EventEmitter } from 'node:events'
import type { ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import {
  eventFrame,
  HEARTBEAT_FRAME,
  OverlayConnection,
  parseEventId,
} from '../../server/modules/realtime/sse'

/** Just enough of a ServerResponse to see what a connection writes. */
function fakeResponse() {
  const written: string[] = []
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    writableEnded: false,
    writableLength: 0,
    socket: null,
    writeHead() {},
    write(chunk: string) {
      written.push(chunk)
      return true
    },
    end() {
      res.writableEnded = true
    },
    destroy() {
      res.destroyed = true
    },
  })
  return { res: res as unknown as ServerResponse, written }
}

/** An opened connection on a fake response, and what it writes. */
function openConnection() {
  const { res, written } = fakeResponse()
  const connection = new OverlayConnection(res, 'streamer', 'key')
  connection.open()
  return { connection, written }
}

const frame = (id: number) =>
  eventFrame({
    id,
    kind: 'card',
    title: `card ${id}`,
    description: 'line one\nline two',
    imageUrl: '',
    rarity: 'Rare',
    duration: 10,
    usedBy: null,
  })

/** The ids of the events a connection wrote, in order. */
const sentIds = (written: string[]) =>
  written.flatMap((chunk) => [...chunk.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1])))

describe('overlay SSE', () => {
  it('frames an event as one id line and one data line of JSON', () => {
    expect(frame(7)).toMatch(/^id: 7\ndata: \{[^\n]*\}\n\n$/)
    expect(JSON.parse(frame(7).split('\n')[1]?.slice(6) ?? '')).toMatchObject({
      description: 'line one\nline two',
    })
    expect(HEARTBEAT_FRAME).toMatch(/^: /)
    expect(HEARTBEAT_FRAME.endsWith('\n\n')).toBe(true)
  })

  it('reads Last-Event-ID as a non-negative integer or nothing', () => {
    expect(parseEventId('42')).toBe(42)
    expect(parseEventId(' 42 ')).toBe(42)
    for (const bad of [undefined, '', '-1', '4.2', 'abc', '1e3', '9'.repeat(20), ['1']]) {
      expect(parseEventId(bad)).toBeUndefined()
    }
  })

  it('holds live events until the replay is out, then sends each id once, in order', () => {
    const { connection, written } = openConnection()
    connection.deliver(3, frame(3))
    connection.deliver(4, frame(4))
    connection.replay(2, frame(2))
    connection.replay(3, frame(3))
    connection.ready()
    connection.deliver(5, frame(5))
    expect(sentIds(written)).toEqual([2, 3, 4, 5])
  })

  it('drops a live event the overlay already has, as when a starting instance catches up after a replay', () => {
    const { connection, written } = openConnection()
    connection.startAfter(1)
    connection.replay(2, frame(2))
    connection.ready()
    for (const id of [1, 2, 3]) connection.deliver(id, frame(id))
    expect(sentIds(written)).toEqual([2, 3])
  })

  it("sends a broadcast that commits late even when its id is below the reconnect's Last-Event-ID", () => {
    const { connection, written } = openConnection()
    // The streamer's own event 5 was delivered before a challenge took id 4 and committed.
    connection.startAfter(5)
    connection.ready()
    connection.deliver(4, frame(4), 'broadcast')
    connection.deliver(5, frame(5), 'own')
    expect(sentIds(written)).toEqual([4])
  })

  it('drops a replayed broadcast when it also arrives live', () => {
    const { connection, written } = openConnection()
    connection.startAfter(1)
    connection.replay(2, frame(2))
    connection.ready()
    connection.deliver(2, frame(2), 'broadcast')
    connection.deliver(3, frame(3), 'broadcast')
    expect(sentIds(written)).toEqual([2, 3])
  })

  it('cuts loose a reader that stopped reading', () => {
    const { res } = fakeResponse()
    const connection = new OverlayConnection(res, 'streamer', 'key')
    connection.ready()
    ;(res as unknown as { writableLength: number }).writableLength = 2 * 1024 * 1024
    connection.write('more')
    expect(connection.closed).toBe(true)
  })
})
