import type { Db } from '../platform/db/database.ts'
import { instanceSecret } from '../platform/db/instance-settings.ts'

/**
 * The key that seals signing secrets: WEBHOOK_SECRETS_KEY when the operator sets it (kept out of the
 * database, so a copy of the database alone does not reveal the secrets), else a key generated once into
 * the installation's settings (the embedded default; documented in the README).
 */
export async function webhookSecretsKey(db: Db, configured?: string): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'base64')
  return instanceSecret(db, 'webhook_secrets_key')
}
