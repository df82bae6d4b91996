# shellcheck shell=bash
# Sourced by the kernel scripts (needs $top): which kernel series they work
# on, from $KSERIES.
#   7.3 (default)  patches/linux-7.3: the series maintainers take, on
#                  Debian's linux-source-7.3 (trixie-backports, fetched by
#                  scripts/install-deps into build/deps/linux-source-7.3);
#                  trees, objects, images and logs in build/ (build/linux,
#                  build/obj, build/Image, ...)
#   6.12           patches/linux-6.12: the backport for Debian 13's kernel,
#                  on linux-source-6.12; the same layout under build/6.12/
#                  (build/6.12/linux, build/6.12/obj, build/6.12/Image, ...)
# Sets kseries, kpatches, ktarball, kbuild (the folder of the layout) and
# kbuild_rel (the same, relative to $top, for messages).
kseries=${KSERIES:-7.3}
case "$kseries" in
7.3)
	kbuild_rel=build
	ktarball=${KERNEL_TARBALL:-$top/build/deps/linux-source-7.3/usr/src/linux-source-7.3.tar.xz} ;;
6.12)
	kbuild_rel=build/6.12
	ktarball=${KERNEL_TARBALL:-/usr/src/linux-source-6.12.tar.xz} ;;
*)
	echo "KSERIES=$kseries: no such series (7.3, 6.12)" >&2
	exit 2 ;;
esac
kpatches=$top/patches/linux-$kseries
kbuild=$top/$kbuild_rel
export KSERIES=$kseries
