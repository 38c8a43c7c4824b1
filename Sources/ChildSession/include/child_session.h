#ifndef VIPERA_CHILD_SESSION_H
#define VIPERA_CHILD_SESSION_H

#include <stddef.h>
#include <sys/types.h>

/// Starts `path` with `arguments` and `environment` (NULL-terminated) in a new session (and so
/// its own process group), in `directory` (NULL: the current folder), every signal at its
/// default action and none blocked. Its standard input, output and error are pipes whose other
/// ends are returned in `input`, `output` and `error` (close-on-exec, so no other child inherits
/// them). Returns 0 and sets `pid` (also the session's id), or an errno value.
int vipera_spawn_in_session(pid_t *pid, const char *path, char *const arguments[], char *const environment[],
                            const char *directory, int *input, int *output, int *error);

/// Sends `signal` to every process in the session `session`: the child `vipera_spawn_in_session`
/// started and whatever it started, even in process groups of their own or orphaned. Returns
/// how many processes were signalled.
int vipera_signal_session(pid_t session, int signal);

/// Writes `count` bytes to the pipe `fd`, then closes it. A reader that is gone ends the
/// writing with `EPIPE` instead of a `SIGPIPE` that would end vipera. Returns 0 or an errno value.
int vipera_write_and_close(int fd, const void *bytes, size_t count);

#endif
