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
