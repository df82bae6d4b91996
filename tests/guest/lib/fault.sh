# shellcheck shell=sh
# Guest helpers of the fault scenarios (tests/qemu/scenarios/fault-*).

# net_ifaces: the network interfaces but lo, sorted, space-separated
net_ifaces() {
	for _n in /sys/class/net/*; do
		[ "${_n##*/}" = lo ] || printf '%s ' "${_n##*/}"
	done | sed 's/ $//'
}

# kernel_reports: the kernel's reports of a bug (WARN, BUG, Oops, lockdep,
# KASAN, UBSAN, kmemleak, hung tasks, refcount and list corruption), one a line
kernel_reports() {
	dmesg | grep -E 'WARNING:|BUG:|kernel BUG at|Oops|Call trace:|Kernel panic|KASAN|UBSAN|suspected memory leak|refcount_t:|list_(add|del) corruption|INFO: task .* blocked|possible circular locking|inconsistent lock state'
}

# kernel_clean DESC: no such report in the kernel log
kernel_clean() {
	_r=$(kernel_reports)
	is "$_r" "" "$1"
}

# usb_gone VID PID SECONDS: wait until no device with these ids is left
usb_gone() {
	_w=$((${3:-20} * 10))
	while usb_find "$1" "$2" >/dev/null && [ $_w -gt 0 ]; do
		sleep 0.1
		_w=$((_w - 1))
	done
	! usb_find "$1" "$2" >/dev/null
}

# wait_dmesg ERE SECONDS: wait until a kernel log line matches
wait_dmesg() {
	_w=$((${2:-20} * 10))
	while ! dmesg | grep -Eq -- "$1" && [ $_w -gt 0 ]; do
		sleep 0.1
		_w=$((_w - 1))
	done
	dmesg | grep -Eq -- "$1"
}

# dmesg_mark: the kernel log's line count now; emu_guest's driver-error
# check reads only what follows (EMU_DMESG_SKIP)
dmesg_mark() {
	EMU_DMESG_SKIP=$(dmesg | wc -l)
}
