# shellcheck shell=bash disable=SC2154
# Initramfs parts appended to the base one (tests/qemu/run), each a
# gen_init_cpio archive: the modular kernel's modules (every arm64 boot)
# and what the udev guests (scenarios with udev=) add.
#   modules                 /lib/modules from build/modules-root (scripts/build-kernel),
#                           build/modules-root-debug under --debug, or with
#                           kernel_build=nolabel build/modules-root-nolabel
#                           (scripts/build-kernel --nolabel: without the
#                           series' label patch)
#   udev=bookworm|trixie    Debian's arm64 udev 252 or 257 with its libraries
#                           (build/deps/udev-RELEASE/root, tests/udev/fetch-debs)
#                           at / of the initramfs; the guest's /init then
#                           starts udevd, triggers and settles
#   udev_files=stock|ours|link|mask73|mask-both   stock: Debian's files
#                           only; ours: what "make install" installs
#                           (DESTDIR); link: only the .link file of it;
#                           mask73: /etc/systemd/network/73-usb-net-by-mac.link
#                           -> /dev/null (what the guide told board authors);
#                           mask-both: that and 99-default.link masked
#                           (raspi-config's "predictable names disabled");
#                           debian-proposal: userspace/debian/73-usb-net-by-mac.link
#                           in /etc/systemd/network (overrides Debian's);
#                           stock-networkd, ours-networkd: Debian's files or
#                           make install's, and a .network file matching
#                           Name=lan0 (tests/udev/networkd/) for the
#                           guest's systemd-networkd (guest_env NETWORKD=)
# Needs $top, $build, $gen_cpio.

# tree_list DIR: gen_init_cpio lines for every directory, file and symlink
# under DIR, at the same paths under /
tree_list() {
	local d=$1 p t
	(cd "$d" && find . -mindepth 1 -not -path '*/gconv/*' -not -path '*/gconv' | LC_ALL=C sort) | while read -r p; do
		p=${p#.}
		if [ -L "$d$p" ]; then
			echo "slink $p $(readlink "$d$p") 0777 0 0"
		elif [ -d "$d$p" ]; then
			echo "dir $p 0755 0 0"
		else
			t=$(stat -c %a "$d$p")
			echo "file $p $d$p $t 0 0"
		fi
	done
}

# tree_cpio DIR OUT [EXTRA-LINES]: OUT from DIR (remade when DIR's listing
# or a file in it is newer than OUT)
tree_cpio() {
	local dir=$1 out=$2 extra=${3:-}
	if [ -f "$out" ] && [ -z "$(find "$dir" -newer "$out" -print -quit)" ]; then
		return 0
	fi
	{ tree_list "$dir"; [ -z "$extra" ] || printf '%b\n' "$extra"; } >"$out.list.$$" &&
		"$gen_cpio" "$out.list.$$" >"$out.$$" && mv -f "$out.$$" "$out"
	local rc=$?
	rm -f "$out.list.$$" "$out.$$"
	return $rc
}

# udev_cpio RELEASE: prints the path of Debian's udev tree as a cpio.
# trixie's tree is merged-/usr: the program interpreter /lib/ld-linux-aarch64.so.1
# (the initramfs's /lib is a directory) is a link into /usr/lib.
udev_cpio() {
	local root=${deps:-$build/deps}/udev-$1/root out=$build/udev-$1.cpio extra=
	[ -f "${deps:-$build/deps}/udev-$1/root.ok" ] || { echo "Debian's udev ($1) missing: run scripts/install-deps" >&2; return 1; }
	[ -e "$root/lib" ] || extra="slink /lib/ld-linux-aarch64.so.1 /usr/lib/aarch64-linux-gnu/ld-linux-aarch64.so.1 0777 0 0"
	(
		exec 8>"$build/.udev-cpio.lock"
		flock 8
		tree_cpio "$root" "$out" "$extra"
	) || return 1
	echo "$out"
}

# modules_cpio [VARIANT]: build/modules-root[-VARIANT] (debug, nolabel) as a
# cpio (/lib/modules/VERSION), its path printed
modules_cpio() {
	local root=$build/modules-root${1:+-$1} out
	out=$root.cpio
	[ -d "$root/lib/modules" ] || { echo "$root missing: run scripts/build-kernel${1:+ --$1}" >&2; return 1; }
	(
		exec 8>"$build/.udev-cpio.lock"
		flock 8
		tree_cpio "$root" "$out" "dir /usr/lib 0755 0 0
slink /usr/lib/modules /lib/modules 0777 0 0"
	) || return 1
	echo "$out"
}

# userspace_cpio FILES OUT: the files of udev_files=FILES as a cpio
userspace_cpio() {
	local dest=${2%.cpio}-root
	rm -rf "$dest"
	case "$1" in
	ours|link)
		make -s -C "$top" install DESTDIR="$dest" >&2 || return 1
		[ "$1" != link ] || find "$dest" -name '*.rules' -delete ;;
	mask73|mask-both)
		mkdir -p "$dest/etc/systemd/network"
		ln -s /dev/null "$dest/etc/systemd/network/73-usb-net-by-mac.link"
		[ "$1" = mask73 ] || ln -s /dev/null "$dest/etc/systemd/network/99-default.link" ;;
	debian-proposal)
		install -D -m 0644 "$top/userspace/debian/73-usb-net-by-mac.link" \
			"$dest/etc/systemd/network/73-usb-net-by-mac.link" ;;
	stock-networkd|ours-networkd)
		# systemd-networkd with a .network file matching Name=lan0, and the
		# user it drops privileges to (Debian's systemd package makes it)
		[ "$1" = stock-networkd ] || make -s -C "$top" install DESTDIR="$dest" >&2 || return 1
		install -D -m 0644 "$top/tests/udev/networkd/50-usb-dt-lan0.network" \
			"$dest/etc/systemd/network/50-usb-dt-lan0.network"
		printf 'root:x:0:0:root:/root:/bin/sh\nsystemd-network:x:998:998::/:/bin/false\n' >"$dest/etc/passwd"
		printf 'root:x:0:\nsystemd-network:x:998:\n' >"$dest/etc/group" ;;
	*) echo "udev_files=$1: stock, ours, link, mask73, mask-both, debian-proposal, stock-networkd or ours-networkd" >&2; return 1 ;;
	esac
	tree_cpio "$dest" "$2"
}

# systemd_cpio RELEASE: the units of tests/guest/systemd in /etc/systemd/system
# and a fixed /etc/machine-id (no first boot: systemd-firstboot would ask
# on the console); prints its path
systemd_cpio() {
	local dest=$build/systemd-units-root out=$build/systemd-units.cpio f
	(
		exec 8>"$build/.udev-cpio.lock"
		flock 8
		rm -rf "$dest"
		mkdir -p "$dest/etc/systemd/system"
		for f in "$top"/tests/guest/systemd/*; do
			install -m 0644 "$f" "$dest/etc/systemd/system/"
		done
		echo 5f3c0b6a8d2e4e1f9a7b6c5d4e3f2a1b >"$dest/etc/machine-id"
		rm -f "$out"
		tree_cpio "$dest" "$out"
	) || return 1
	echo "$out"
}

# systemd_bootargs RELEASE: Linux's command line for systemd as PID 1
# (bookworm's is in /lib, trixie's merged-/usr one in /usr/lib); its status
# and the kernel's messages off the console, which carries the TAP
systemd_bootargs() {
	local pid1=/usr/lib/systemd/systemd
	[ "$1" = bookworm ] && pid1=/lib/systemd/systemd
	echo "rdinit=$pid1 systemd.unit=usbdt-checks.target systemd.show_status=0 systemd.firstboot=0 loglevel=1"
}
