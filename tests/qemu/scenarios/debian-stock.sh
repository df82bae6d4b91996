# shellcheck shell=bash disable=SC2034
board=debian
desc="Debian 13 on the board (U-Boot's extlinux from a virtio disk, the project's kernel as a package, systemd): no files of ours: the name and address a user gets today"
debian_kind=stock
. "$top/tests/qemu/lib/debian.sh"
