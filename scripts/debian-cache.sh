# shellcheck shell=bash disable=SC2034
# scripts/debian-cache.sh, sourced: debian_cache, the folder outside the
# clone where the Debian 13 system's pieces wait for the next clone, as
# ccache's objects do ($HOME/.cache/ccache): the root file system
# (scripts/build-debian-image: rootfs-KEY.tar) and the disks
# (tests/debian/make-disk: disk-KIND-KEY.img), each under the hash of its
# inputs, the older ones of a kind dropped when a new one comes.
# USBDT_CACHE moves it; a new clone's make check then builds neither when
# its inputs did not change.
debian_cache=${USBDT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/usb-dt}/debian
