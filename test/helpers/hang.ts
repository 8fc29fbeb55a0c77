// How long a test waits for an event (a process ready, a command done, a state reached) before it calls that
// a hang and fails. A test waits for the event it needs, never for a wall-clock budget: this bound only has to
// be far above what the event takes on a loaded machine, where everything takes many times longer (the suite
// runs two files at a time on two cores, beside other work). Under a load of 20, starting the service took
// close to a minute, and one command over 60 s, where an idle machine takes seconds.
export const HANG_MS = 5 * 60_000
