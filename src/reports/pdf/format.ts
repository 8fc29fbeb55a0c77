// How numbers and instants are printed. Tests read the PDF back with the same functions, so a format change
// cannot make the PDF and the JSON disagree unnoticed. Fixed formats, not the host's locale: the same
// document always renders the same text.

const groups = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

export const formatInt = (n: number) => (n < 0 ? '-' : '') + groups(String(Math.abs(Math.trunc(n))))

export const formatUsd = (n: number) => {
  const [whole, cents] = Math.abs(n).toFixed(2).split('.')
  return `${n < 0 ? '-' : ''}$${groups(whole!)}.${cents}`
}

export const formatScore = (score: number | null) => (score === null ? 'n/a' : score.toFixed(1))

/** `2026-11-25 00:44 UTC` */
export const formatInstant = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

/** `25 Nov` for chart axes. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export const formatDay = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`

export const plural = (n: number, one: string, many = `${one}s`) => `${formatInt(n)} ${n === 1 ? one : many}`
