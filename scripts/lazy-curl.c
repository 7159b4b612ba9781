// libcurl, loaded on first use, for the static build of scripts/install. Linked into rxs in
// place of libcurl: FoundationNetworking's calls into libcurl resolve to these functions, which
// dlopen libcurl (and so its ~30 libraries: TLS, Kerberos, LDAP, …) on the first call, when a
// request goes live. A run answered by fixtures never loads it. Not part of the Swift package.
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void *curl_library;
static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    const char *names[] = {"libcurl.so.4", "libcurl.so", NULL};
    for (int i = 0; names[i] && !curl_library; i++) curl_library = dlopen(names[i], RTLD_NOW | RTLD_GLOBAL);
    if (!curl_library) {
        fprintf(stderr, "rxs: a live request needs libcurl (libcurl.so.4), which could not be loaded: %s\n", dlerror());
        exit(1);
    }
}

static void *curl_symbol(const char *name) {
    pthread_once(&curl_once, load_curl);
    void *symbol = dlsym(curl_library, name);
    if (!symbol) {
        fprintf(stderr, "rxs: libcurl has no %s\n", name);
        exit(1);
    }
    return symbol;
}

// Each function looks its target up once; the pointer is then reused.
#define LAZY(ret, name, params, args) \
    ret name params { \
        static ret (*volatile target) params; \
        if (!target) target = (ret (*) params)curl_symbol(#name); \
        return target args; \
    }
#define LAZY_VOID(name, params, args) \
    void name params { \
        static void (*volatile target) params; \
        if (!target) target = (void (*) params)curl_symbol(#name); \
        target args; \
    }
// setopt and getinfo take one argument after the option: a long, a curl_off_t, an object or a
// function pointer, each passed in one 64-bit register slot on x86-64 and arm64 Linux, which
// is how libcurl itself reads it (va_arg by the option's type).
#define LAZY_VARIADIC(name) \
    int name(void *handle, int option, ...) { \
        static int (*volatile target)(void *, int, ...); \
        if (!target) target = (int (*)(void *, int, ...))curl_symbol(#name); \
        va_list list; \
        va_start(list, option); \
        void *argument = va_arg(list, void *); \
        va_end(list); \
        return target(handle, option, argument); \
    }

LAZY(int, curl_global_init, (long flags), (flags))
LAZY(void *, curl_easy_init, (void), ())
LAZY_VOID(curl_easy_cleanup, (void *handle), (handle))
LAZY_VARIADIC(curl_easy_setopt)
LAZY_VARIADIC(curl_easy_getinfo)
LAZY(int, curl_easy_pause, (void *handle, int mask), (handle, mask))
LAZY(const char *, curl_easy_strerror, (int code), (code))
LAZY_VOID(curl_free, (void *pointer), (pointer))
LAZY(void *, curl_multi_init, (void), ())
LAZY(int, curl_multi_cleanup, (void *multi), (multi))
LAZY(int, curl_multi_add_handle, (void *multi, void *handle), (multi, handle))
LAZY(int, curl_multi_remove_handle, (void *multi, void *handle), (multi, handle))
LAZY(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
LAZY(void *, curl_multi_info_read, (void *multi, int *left), (multi, left))
LAZY_VARIADIC(curl_multi_setopt)
LAZY(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running), (multi, socket, mask, running))
LAZY(void *, curl_slist_append, (void *list, const char *text), (list, text))
LAZY_VOID(curl_slist_free_all, (void *list), (list))
LAZY(void *, curl_url, (void), ())
LAZY(int, curl_url_get, (const void *url, int part, char **text, unsigned int flags), (url, part, text, flags))
LAZY(int, curl_url_set, (void *url, int part, const char *text, unsigned int flags), (url, part, text, flags))
LAZY(char *, curl_version, (void), ())
LAZY(void *, curl_version_info, (int age), (age))
