# shellcheck shell=bash
# The debug kernel's reports in a console log (tests/qemu/run --debug).
# debug_scan FILE prints one line "KIND<TAB>TEXT" per report line found:
# the line that opens a KASAN or UBSAN report, a lockdep splat, a BUG,
# WARN or Oops, a kmemleak finding (from the guest's scan at the end of
# the boot), a DEBUG_OBJECTS complaint, an unbalanced of_node_get/put
# the OF core detected, a refcount_t or kobject error, an RCU stall.
# The kernel's "[    1.234567] " prefix is dropped. The first kind whose
# pattern matches a line wins (KASAN before BUG, lockdep before WARNING).
# Kinds, in that order: KASAN UBSAN LOCKDEP ODEBUG KMEMLEAK KMEMLEAK_OFF
# OF_REFCOUNT REFCOUNT KOBJECT STALL BUG WARNING OOPS.
debug_scan() {
	tr -d '\r' <"$1" | awk '
	BEGIN {
		n = 0
		kind[n] = "KASAN";        re[n++] = "BUG: KASAN: "
		kind[n] = "UBSAN";        re[n++] = "UBSAN: [a-z-]+ in "
		kind[n] = "LOCKDEP";      re[n++] = "WARNING: (possible (circular|recursive) locking|inconsistent lock state|possible irq lock inversion|bad unlock balance|suspicious RCU usage|held lock freed|lock held when returning|nested lock was not taken|bad contention)|BUG: (sleeping function called from invalid context|scheduling while atomic|MAX_LOCK|looking up invalid subclass|held lock freed|key [0-9a-f]+ has not been registered)|INFO: trying to register non-static key|DEBUG_LOCKS_WARN_ON"
		kind[n] = "ODEBUG";       re[n++] = "ODEBUG: .*object type: |ODEBUG: (Out of memory|out of memory)|ODEBUG: object .* (NOT on stack|is on stack)"
		kind[n] = "KMEMLEAK";     re[n++] = "unreferenced object 0x[0-9a-f]+|kmemleak: [0-9]+ new suspected memory leaks"
		kind[n] = "KMEMLEAK_OFF"; re[n++] = "kmemleak: (Kernel memory leak detector disabled|Cannot |Memory pool empty|Early log buffer exceeded)|@@KMEMLEAK-UNAVAILABLE"
		kind[n] = "OF_REFCOUNT";  re[n++] = "OF: ERROR: (memory leak|of_node_release\\(\\) detected bad of_node_put|next of_node_put)"
		kind[n] = "REFCOUNT";     re[n++] = "refcount_t: "
		kind[n] = "KOBJECT";      re[n++] = "kobject: .*(is not initialized|does not have a release|has no release)|kobject_add_internal failed"
		kind[n] = "STALL";        re[n++] = "rcu: INFO: .*detected stall|self-detected stall on CPU|INFO: task .* blocked for more than"
		kind[n] = "BUG";          re[n++] = "(^|[^A-Z])BUG: |kernel BUG at "
		kind[n] = "WARNING";      re[n++] = "WARNING: CPU: [0-9]+ PID: [0-9]+ at |WARNING: at "
		kind[n] = "OOPS";         re[n++] = "Oops|Unable to handle kernel |Internal error: |Kernel panic - not syncing"
	}
	{
		line = $0
		sub(/^\[ *[0-9]+\.[0-9]+\] /, "", line)
		for (i = 0; i < n; i++)
			if (line ~ re[i]) { print kind[i] "\t" line; break }
	}'
}
