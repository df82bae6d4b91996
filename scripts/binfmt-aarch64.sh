# shellcheck shell=bash
# scripts/binfmt-aarch64.sh, sourced: binfmt_aarch64 makes this amd64
# machine run arm64 programs (a chroot into an arm64 root file system)
# through qemu-user-static: binfmt_misc mounted, the qemu-aarch64 entry of
# /usr/lib/binfmt.d/qemu-aarch64.conf (qemu-user-static) registered with its
# flags (F: the interpreter opened at registration, so it works inside a
# chroot). A container's systemd-binfmt does not run the package's
# registration; this does it once per boot of the machine.
binfmt_aarch64() {
	local conf=/usr/lib/binfmt.d/qemu-aarch64.conf
	[ -f "$conf" ] || { echo "binfmt: $conf missing (qemu-user-static: scripts/install-deps)" >&2; return 1; }
	if [ ! -e /proc/sys/fs/binfmt_misc/register ]; then
		mount -t binfmt_misc binfmt_misc /proc/sys/fs/binfmt_misc ||
			{ echo "binfmt: cannot mount binfmt_misc" >&2; return 1; }
	fi
	[ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] && return 0
	grep -v '^#' "$conf" | head -n 1 >/proc/sys/fs/binfmt_misc/register ||
		{ echo "binfmt: cannot register qemu-aarch64" >&2; return 1; }
}
