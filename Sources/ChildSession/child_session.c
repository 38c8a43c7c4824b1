#define _GNU_SOURCE
#include "child_session.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#if defined(__APPLE__)
#include <libproc.h>
#endif

/// A pipe whose two ends are close-on-exec.
static int make_pipe(int ends[2]) {
#if defined(__APPLE__)
    if (pipe(ends) != 0) return errno;
    fcntl(ends[0], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFD, FD_CLOEXEC);
    return 0;
#else
    return pipe2(ends, O_CLOEXEC) == 0 ? 0 : errno;
#endif
}

static void close_pipe(int ends[2]) {
    if (ends[0] >= 0) close(ends[0]);
    if (ends[1] >= 0) close(ends[1]);
}

int vipera_spawn_in_session(pid_t *pid, const char *path, char *const arguments[], char *const environment[],
                            const char *directory, int *input, int *output, int *error) {
    int pipes[3][2] = {{-1, -1}, {-1, -1}, {-1, -1}};
    int status = 0;
    for (int index = 0; index < 3 && status == 0; index++) status = make_pipe(pipes[index]);
    if (status != 0) {
        for (int index = 0; index < 3; index++) close_pipe(pipes[index]);
        return status;
    }
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    // The child's ends become its standard streams (dup2 clears close-on-exec on the copies).
    posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0);
    posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1);
    posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2);
    if (directory != NULL) status = posix_spawn_file_actions_addchdir_np(&actions, directory);
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setsigmask(&attributes, &none);
    short flags = POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK;
#if defined(__APPLE__)
    flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
#endif
    posix_spawnattr_setflags(&attributes, flags);
    if (status == 0) status = posix_spawn(pid, path, &actions, &attributes, arguments, environment);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(pipes[0][0]);
    close(pipes[1][1]);
    close(pipes[2][1]);
    if (status != 0) {
        close(pipes[0][1]);
        close(pipes[1][0]);
        close(pipes[2][0]);
        return status;
    }
    *input = pipes[0][1];
    *output = pipes[1][0];
    *error = pipes[2][0];
    return 0;
}

/// Signals `candidate` when it belongs to `session`; 1 when it did.
static int signal_if_in_session(pid_t candidate, pid_t session, int signal) {
    if (candidate <= 0 || getsid(candidate) != session) return 0;
    return kill(candidate, signal) == 0 ? 1 : 0;
}

int vipera_signal_session(pid_t session, int signal) {
    if (session <= 1) return 0;
    int count = 0;
#if defined(__APPLE__)
    int capacity = proc_listallpids(NULL, 0) + 64;
    if (capacity <= 64) return signal_if_in_session(session, session, signal);
    pid_t *pids = calloc((size_t)capacity, sizeof(pid_t));
    if (pids == NULL) return signal_if_in_session(session, session, signal);
    int found = proc_listallpids(pids, capacity * (int)sizeof(pid_t));
    for (int index = 0; index < found && index < capacity; index++) count += signal_if_in_session(pids[index], session, signal);
    free(pids);
#else
    DIR *folder = opendir("/proc");
    if (folder == NULL) return signal_if_in_session(session, session, signal);
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL) {
        char *end;
        long candidate = strtol(entry->d_name, &end, 10);
        if (*end == '\0' && candidate > 0) count += signal_if_in_session((pid_t)candidate, session, signal);
    }
    closedir(folder);
#endif
    return count;
}

int vipera_write_and_close(int fd, const void *bytes, size_t count) {
    int status = 0;
#if defined(__APPLE__)
    fcntl(fd, F_SETNOSIGPIPE, 1);
#else
    sigset_t pipe_signal, previous;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, &previous);
#endif
    const char *next = bytes;
    while (count > 0) {
        ssize_t written = write(fd, next, count);
        if (written < 0) {
            if (errno == EINTR) continue;
            status = errno;
            break;
        }
        next += written;
        count -= (size_t)written;
    }
#if !defined(__APPLE__)
    if (status == EPIPE) {
        // The SIGPIPE is pending for this thread only: take it before unblocking.
        struct timespec now = {0, 0};
        sigtimedwait(&pipe_signal, NULL, &now);
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
#endif
    close(fd);
    return status;
}
