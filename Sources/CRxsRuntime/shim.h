/*
 * The Swift runtime's own entry points that Swift code cannot name (libswiftCore exports
 * them with C's calling convention), for RxSwift's TryRetainedReference.
 */
#ifndef RXS_CRXSRUNTIME_SHIM_H
#define RXS_CRXSRUNTIME_SHIM_H

/* Retains a native Swift object and returns it, or returns NULL once its deinit has begun. */
void *swift_tryRetain(void *object);

#endif
