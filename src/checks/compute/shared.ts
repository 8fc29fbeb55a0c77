import { attributesOf, str, strings } from '../attributes.ts'
import type { SnapshotResource } from '../../resources/index.ts'

// Readers the compute shelf's checks share.

export const attrs = (resource: SnapshotResource) => attributesOf(resource)
export const isTrue = (value: unknown) => value === true
export const isFalse = (value: unknown) => value === false
/** The non-blank strings of a list attribute; empty when the value is not a list. */
export const names = (value: unknown): string[] => (strings(value) ?? []).filter((s) => s.trim() !== '')

/**
 * The Kubernetes minor version of `1.31`, `v1.31.4`, `1.31.4-gke.1200` or `1.31.4-eks-…`; undefined otherwise.
 * Only Kubernetes 1.x versions are read.
 */
export function kubernetesMinor(value: unknown): number | undefined {
  const match = /^v?1\.(\d{1,3})(?:$|[.\-+])/.exec(str(value)?.trim() ?? '')
  return match ? Number(match[1]) : undefined
}

/**
 * The oldest Kubernetes minor still in standard support at EKS, GKE and AKS in late 2026: 1.32 and earlier have
 * left every provider's standard calendar (EKS 1.32 in March 2026, GKE and AKS by spring 2026). Raised as
 * providers retire versions; a constant, not the clock, so that a check gives the same answer twice.
 */
export const OLDEST_SUPPORTED_KUBERNETES_MINOR = 33
