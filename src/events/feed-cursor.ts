import { gcmsiv } from '@noble/ciphers/aes'
import { ApiError } from '../platform/http/error-codes.ts'
import type { FeedPosition } from './queries.ts'

// The feed's cursor (decision 68). A position is a transaction id (xid8), which PostgreSQL counts for the whole
// cluster: handed out in clear, two cursors of one tenant would tell how much every other tenant wrote between
// them. So a position is always one of the caller's own (the last of its events read, see feed.ts), and the
// cursor is that position sealed with AES-256-GCM-SIV (RFC 8452) under an installation key, with the tenant id
// as associated data. GCM-SIV with a fixed nonce is deterministic — the same position gives the same cursor,
// which is all it tells — and authenticated: an edited cursor, or another tenant's, does not open.

const NONCE = new Uint8Array(12) // fixed on purpose: determinism is wanted, and GCM-SIV stays sound under reuse
const VERSION = 1
const EVENT_ID = /^(evt_[0-9A-Za-z]{1,40})?$/
/** base64url of version (1 byte) + xid (8) + event id (0 to 44) + tag (16): 34 to 92 characters. */
export const FEED_CURSOR_PATTERN = '^[A-Za-z0-9_-]{34,92}$'
const cursorPattern = new RegExp(FEED_CURSOR_PATTERN)

export class FeedCursorCodec {
  constructor(private readonly key: Uint8Array) {
    if (key.length !== 32) throw new Error('The feed cursor key is 32 bytes')
  }

  seal(tenantId: string, position: FeedPosition): string {
    const id = Buffer.from(position.id, 'latin1')
    const plain = Buffer.alloc(9 + id.length)
    plain.writeUInt8(VERSION, 0)
    plain.writeBigUInt64BE(BigInt(position.xid), 1)
    id.copy(plain, 9)
    return Buffer.from(this.cipher(tenantId).encrypt(plain)).toString('base64url')
  }

  open(tenantId: string, cursor: string): FeedPosition {
    const invalid = new ApiError('invalid_cursor', 'The cursor is not a position in your event feed; take next_cursor from the previous answer, or omit it to start now.')
    if (!cursorPattern.test(cursor)) throw invalid
    const sealed = Buffer.from(cursor, 'base64url')
    // Only the one spelling: base64 can leave unused bits in the last character, which would let two cursors open alike.
    if (sealed.toString('base64url') !== cursor) throw invalid
    let plain: Uint8Array
    try {
      plain = this.cipher(tenantId).decrypt(sealed)
    } catch {
      throw invalid // the tag does not match: edited, truncated, or sealed for another tenant or installation
    }
    const bytes = Buffer.from(plain)
    if (bytes.length < 9 || bytes.readUInt8(0) !== VERSION) throw invalid
    const id = bytes.subarray(9).toString('latin1')
    if (!EVENT_ID.test(id)) throw invalid
    return { xid: bytes.readBigUInt64BE(1).toString(), id }
  }

  private cipher(tenantId: string) {
    return gcmsiv(this.key, NONCE, Buffer.from(`posture event feed cursor\0${tenantId}`, 'utf8'))
  }
}
