/*
 * Swift cannot call C-variadic functions (el_set, el_get, history) nor touch
 * C globals (stdin, stdout) in Swift 6 mode, so this header wraps each use
 * the shell needs in a fixed-signature static inline function.
 */
#ifndef RXS_CEDITLINE_SHIM_H
#define RXS_CEDITLINE_SHIM_H

#include <errno.h>
#include <histedit.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <termios.h>
#include <wchar.h>
#include <unistd.h>

typedef char *(*rxs_prompt_function)(EditLine *);
typedef unsigned char (*rxs_editor_function)(EditLine *, int);

static inline FILE *rxs_stdin(void) { return stdin; }
static inline FILE *rxs_stdout(void) { return stdout; }
static inline FILE *rxs_stderr(void) { return stderr; }
/* Flushes the C stdout stream alone (fflush(NULL) locks every stream, stdin's too). */
static inline int rxs_flush_stdout(void) { return fflush(stdout); }
/* Line-buffers the C stdout stream (call it flushed): each line printed reaches descriptor 1 as it ends. */
static inline int rxs_line_buffer_stdout(void) { return setvbuf(stdout, NULL, _IOLBF, BUFSIZ); }
/* A stream of its own on a copy of `fd` (rxs's standard output, which descriptor 1 may not be); NULL on failure. */
static inline FILE *rxs_open_output(int fd) {
    int copy = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    if (copy < 0) return NULL;
    FILE *stream = fdopen(copy, "w");
    if (stream == NULL) close(copy);
    return stream;
}
static inline int rxs_errno(void) { return errno; }

/* Editor set-up. */
static inline int rxs_el_set_prompt(EditLine *el, rxs_prompt_function prompt, char invisible_delimiter) {
    return el_set(el, EL_PROMPT_ESC, prompt, invisible_delimiter);
}
static inline int rxs_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int rxs_el_set_history(EditLine *el, History *list) {
    return el_set(el, EL_HIST, history, list);
}
static inline int rxs_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *rxs_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}
/*
 * Adds the completion function. The narrow el_set(EL_ADDFN) copies name and help with
 * wcsdup and never frees the copies (libedit says so in eln.c); el_wset keeps the pointers,
 * so static wide literals leave nothing behind at el_end.
 */
static inline int rxs_el_add_completion_function(EditLine *el, rxs_editor_function function) {
    return el_wset(el, EL_ADDFN, L"rxs-complete", L"complete the word at the cursor", function);
}
static inline int rxs_el_bind(EditLine *el, const char *key, const char *function_name) {
    return el_set(el, EL_BIND, key, function_name, NULL);
}
static inline int rxs_el_terminal_columns(EditLine *el) {
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns, NULL) != 0) return 0;
    return columns;
}
static inline FILE *rxs_el_output(EditLine *el) {
    FILE *output = NULL;
    if (el_get(el, EL_GETFP, 1, &output) != 0) return NULL;
    return output;
}

/* History. */
static inline int rxs_history_set_size(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}
static inline int rxs_history_set_unique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}
static inline int rxs_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}
static inline int rxs_history_load(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_LOAD, path);
}
static inline int rxs_history_save(History *h, const char *path) {
    HistEvent event;
    return history(h, &event, H_SAVE, path);
}
static inline int rxs_history_clear(History *h) {
    HistEvent event;
    return history(h, &event, H_CLEAR);
}
/* Walks from the oldest entry; returns NULL past the newest. */
static inline const char *rxs_history_oldest(History *h) {
    HistEvent event;
    if (history(h, &event, H_LAST) != 0) return NULL;
    return event.str;
}
static inline const char *rxs_history_newer(History *h) {
    HistEvent event;
    if (history(h, &event, H_PREV) != 0) return NULL;
    return event.str;
}

/*
 * Ctrl-C while reading. The tty turns it into SIGINT for whichever thread
 * does not block it, at any moment: maybe while libedit is between reads, so
 * a plain EINTR can be missed. Instead the handler writes a byte to a pipe,
 * and libedit reads characters through rxs_read_char, which waits on the
 * terminal and the pipe together: a byte in the pipe ends the read with
 * EINTR, so el_gets returns NULL and the caller clears the line. (State lives
 * in a function's static: a header's file-scope static has no home when
 * Swift imports it.)
 */
static inline int *rxs_interrupt_pipe(void) {
    static int descriptors[2] = { -1, -1 };
    return descriptors;
}
static inline void rxs_note_interrupt(int signal_number) {
    (void)signal_number;
    int saved = errno;
    char byte = 1;
    if (write(rxs_interrupt_pipe()[1], &byte, 1) < 0) { /* full: an interrupt is pending anyway */ }
    errno = saved;
}
static inline void rxs_forget_interrupts(void) {
    char bytes[16];
    while (read(rxs_interrupt_pipe()[0], bytes, sizeof bytes) > 0) {}
}
/*
 * Set when a read ended for Ctrl-C. libedit does not always pass the EINTR on: a Ctrl-C in
 * a reverse search (Ctrl-R) ends el_gets with count 0, as at the end of input, so the
 * caller asks this flag instead.
 */
static inline int *rxs_interrupt_flag(void) {
    static int flag = 0;
    return &flag;
}
static inline int rxs_take_interrupt(void) {
    int was = *rxs_interrupt_flag();
    *rxs_interrupt_flag() = 0;
    return was;
}
/* Blocks until Ctrl-C (1, the press forgotten) or a poll error (0); for a watcher thread. */
static inline int rxs_wait_for_interrupt(void) {
    struct pollfd waiting = { rxs_interrupt_pipe()[0], POLLIN, 0 };
    for (;;) {
        if (poll(&waiting, 1, -1) < 0) {
            if (errno == EINTR) continue;
            return 0;
        }
        if (waiting.revents & POLLIN) {
            rxs_forget_interrupts();
            return 1;
        }
        if (waiting.revents & (POLLHUP | POLLERR | POLLNVAL)) return 0;
    }
}
/* Installs the handler (the old one goes to *previous), forgetting earlier presses. */
static inline int rxs_interrupt_reads_on_sigint(struct sigaction *previous) {
    int *descriptors = rxs_interrupt_pipe();
    if (descriptors[0] < 0) {
        if (pipe(descriptors) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(descriptors[i], F_SETFL, fcntl(descriptors[i], F_GETFL) | O_NONBLOCK);
            fcntl(descriptors[i], F_SETFD, FD_CLOEXEC);
        }
    }
    rxs_forget_interrupts();
    *rxs_interrupt_flag() = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = rxs_note_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    return sigaction(SIGINT, &action, previous);
}
/* One character from the terminal, UTF-8 decoded: 1, 0 at end of input, or -1 (errno EINTR after Ctrl-C). */
static inline int rxs_read_char(EditLine *el, wchar_t *character) {
    (void)el;
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        struct pollfd waiting[2] = { { STDIN_FILENO, POLLIN, 0 }, { rxs_interrupt_pipe()[0], POLLIN, 0 } };
        if (poll(waiting, 2, -1) < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        if (waiting[1].revents & POLLIN) {
            rxs_forget_interrupts();
            /* The kernel's flush, which rxs_el_keep_output_on_interrupt turned off, kept for input. */
            tcflush(STDIN_FILENO, TCIFLUSH);
            *rxs_interrupt_flag() = 1;
            errno = EINTR;
            return -1;
        }
        if ((waiting[0].revents & (POLLIN | POLLHUP | POLLERR)) == 0) continue;
        ssize_t got = read(STDIN_FILENO, bytes + count, 1);
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            return -1;
        }
        if (got == 0) return 0;
        count += 1;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        size_t used = mbrtowc(character, bytes, count, &state);
        if (used == (size_t)-2 && count < sizeof bytes) continue; /* more bytes to come */
        if (used == (size_t)-1 || used == (size_t)-2) { count = 0; continue; } /* not UTF-8: dropped */
        return 1;
    }
}
static inline int rxs_el_read_interruptibly(EditLine *el) {
    return el_set(el, EL_GETCFN, rxs_read_char);
}
/*
 * While libedit edits, Ctrl-C leaves the terminal's output queue alone (NOFLSH): the tty
 * otherwise discards what is written but not yet shown, racing with the handler, so the
 * last line's output or the fresh prompt after the press could vanish. Typed-ahead input is
 * still dropped, by rxs_read_char.
 */
static inline int rxs_el_keep_output_on_interrupt(EditLine *el) {
    return el_set(el, EL_SETTY, "-d", "+noflsh", NULL);
}
/*
 * Sets or clears NOFLSH on the terminal at `fd` (see rxs_el_keep_output_on_interrupt): 1 or 0
 * for what it was, -1 when `fd` is not a terminal.
 */
static inline int rxs_terminal_set_noflsh(int fd, int on) {
    struct termios mode;
    if (tcgetattr(fd, &mode) != 0) return -1;
    int was = (mode.c_lflag & NOFLSH) != 0;
    if (was == (on != 0)) return was;
    if (on) mode.c_lflag |= NOFLSH; else mode.c_lflag &= ~(tcflag_t)NOFLSH;
    if (tcsetattr(fd, TCSANOW, &mode) != 0) return -1;
    return was;
}
static inline int rxs_restore_sigint(const struct sigaction *previous) {
    return sigaction(SIGINT, previous, NULL);
}

/* Picks the user's locale, falling back to C.UTF-8 so non-ASCII input is not dropped. */
static inline int rxs_use_utf8_locale(void) {
    setlocale(LC_CTYPE, "");
    if (strcmp(nl_langinfo(CODESET), "UTF-8") == 0) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") != NULL) return 1;
    return 0;
}

#endif
