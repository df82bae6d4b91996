# shellcheck shell=bash
# Sourced by the kernel build scripts: kmake_init OBJDIR [arm] sets the array
# kmake, the make command line for an out-of-tree arm64 (or, with "arm",
# arm32: arm-linux-gnueabihf-) build of $kmake_src in OBJDIR with ccache.
# Needs $top (the project's top).

export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
# The sources: the series' tree (build/linux; build/6.12/linux for
# KSERIES=6.12, scripts/kseries.sh), or $LINUX_SRC (another work tree of it)
kmake_src=${LINUX_SRC:-$top/${kbuild_rel:-build}/linux}
# kbuild passes the source tree as an absolute path when building in build/obj:
# let ccache hash paths relative to the project, so that another clone (CI)
# hits the same cache entries
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$top}
# depend mode: on a miss ccache takes the included files from the
# compiler's own -MD output (kbuild's -Wp,-MMD, scripts/Makefile.lib's
# c_flags; U-Boot's own scripts/Makefile.lib gives -Wp,-MD and
# scripts/build-uboot sets depend mode too) instead of running the
# preprocessor first: a cold build of net/ipv4 and kernel/sched took
# 39-49 s instead of 58 s here; the entries are the direct mode's, so a
# cache filled either way hits
export CCACHE_DEPEND=${CCACHE_DEPEND:-1}
# the host programs (fixdep, kconfig, dtc, modpost) of each object folder
# through ccache too: 12 s -> 6 s a folder, warm, and make check makes a
# dozen folders
kmake_hostcc="ccache gcc"
# the target compiler through scripts/ccache-cc: ccache but for the
# .incbin wrappers of built device tree blobs

kmake_init() {
	if [ "${2:-}" = arm ]; then
		kmake=(make -s -C "$kmake_src" O="$1" ARCH=arm CROSS_COMPILE=arm-linux-gnueabihf-
			CC="$top/scripts/ccache-cc arm-linux-gnueabihf-gcc" HOSTCC="$kmake_hostcc" -j"${JOBS:-$(nproc)}")
		return
	fi
	kmake=(make -s -C "$kmake_src" O="$1" ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-
		CC="$top/scripts/ccache-cc aarch64-linux-gnu-gcc" HOSTCC="$kmake_hostcc" -j"${JOBS:-$(nproc)}")
}

# kmake_modules_install ROOT: the built modules into ROOT/lib/modules/VERSION
# (stripped, depmod's indexes made; no build link), replacing ROOT whole
kmake_modules_install() {
	rm -rf "$1.tmp"
	"${kmake[@]}" INSTALL_MOD_PATH="$1.tmp" INSTALL_MOD_STRIP=1 modules_install >/dev/null || return 1
	rm -rf "$1"
	mv "$1.tmp" "$1"
	find "$1" -name build -type l -delete
}
