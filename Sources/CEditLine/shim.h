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
#include <sys/syscall.h>
#include <unistd.h>

typedef char *(*rxs_prompt_function)(EditLine *);
typedef unsigned char (*rxs_editor_function)(EditLine *, int);

static inline FILE *rxs_stdin(void) { return stdin; }
static inline FILE *rxs_stdout(void) { return stdout; }
static inline FILE *rxs_stderr(void) { return stderr; }
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
static inline int rxs_el_add_function(EditLine *el, const char *name, const char *help, rxs_editor_function function) {
    return el_set(el, EL_ADDFN, name, help, function);
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
 * SIGINT while reading: a handler installed without SA_RESTART makes the
 * blocked read fail with EINTR, so el_gets returns and the caller can clear
 * the line instead of the process dying. The kernel hands the signal to any
 * thread that does not block it (Dispatch and URLSession start some), so the
 * handler passes it on to the main thread, the one the REPL reads on. (No
 * globals: a header's static variable has no home when Swift imports it.)
 */
static inline void rxs_interrupt_main_thread(int signal_number) {
    pid_t process = getpid();
    if ((pid_t)syscall(SYS_gettid) != process) syscall(SYS_tgkill, process, process, signal_number);
}
static inline int rxs_interrupt_reads_on_sigint(struct sigaction *previous) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = rxs_interrupt_main_thread;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGINT, &action, previous);
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
