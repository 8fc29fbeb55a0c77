// Progressive enhancement only: every page works without it. "Copy" buttons copy their field.
document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-copy]')
  if (!button) return
  const input = document.getElementById(button.dataset.copy)
  const status = button.parentElement.querySelector('.copied')
  input.select()
  try {
    await navigator.clipboard.writeText(input.value)
    if (status) status.textContent = 'Copied to the clipboard.'
  } catch {
    if (status) status.textContent = 'Press Ctrl+C (⌘C) to copy the selected token.'
  }
})

// A field with data-preview (the webhook filter) shows what it would match as you type: its form is posted
// (with its CSRF token) to that address, at most every 400 ms, and the answer's message is shown below it.
for (const field of document.querySelectorAll('textarea[data-preview]')) {
  const status = document.getElementById(field.getAttribute('aria-describedby'))
  let timer
  let latest = 0
  const preview = async () => {
    const asked = ++latest
    const body = new URLSearchParams(new FormData(field.form))
    try {
      const response = await fetch(field.dataset.preview, { method: 'POST', body, headers: { accept: 'application/json' }, credentials: 'same-origin' })
      const answer = await response.json()
      if (asked !== latest) return
      status.textContent = answer.message
      status.dataset.state = answer.ok ? 'ok' : 'error'
    } catch {
      if (asked === latest) status.textContent = 'Could not count the matches just now.'
    }
  }
  field.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(preview, 400) })
  if (field.value.trim() !== '') preview()
}
