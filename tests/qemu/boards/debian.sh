# shellcheck shell=bash disable=SC2034
# QEMU's arm64 virt board as a Debian 13 system boots on it (tests/debian,
# scenarios debian-*): virt.sh's board (its dtb, overlays, console, USB
# and U-Boot) with two cores and 1 GiB (systemd, the initramfs of
# update-initramfs), the system on a virtio disk: U-Boot's bootflow finds
# /boot/extlinux/extlinux.conf (u-boot-menu's) there and loads the
# kernel, the initramfs and, from its fdtdir, $fdtfile: the board's dtb
# (QEMU's tree with the scenario's overlay, dumped with these machine
# options), U-Boot's fdt fixups applied to it.
. "${BASH_SOURCE[0]%/*}/virt.sh"
board_desc="QEMU arm64 virt, cortex-a57, 2 cores, 1 GiB: Debian 13 from a virtio disk through U-Boot's extlinux"
board_machine=(-M virt -cpu cortex-a57 -m 1024 -smp 2)
# disk: the scenario's disk_image (a virtio-blk drive in PCI slot 4),
# U-Boot's bootflow on virtio only (no USB scan, no network boot)
board_uboot_media=disk
# the load addresses (an environment in flash replaces qemu_arm64's
# default one whole); kernel_comp_*: the package's vmlinuz is arch/arm64's
# Image.gz (KBUILD_IMAGE), which booti unpacks from there; fdtfile: the
# board's dtb in extlinux.conf's fdtdir, loaded at fdt_addr_r. Without
# fdt_addr_r U-Boot skips fdtdir without a word and boots the kernel on
# its own control tree (QEMU's, no node): measured, docs/debian-system.md
board_uboot_env=(kernel_addr_r=0x40400000 fdt_addr_r=0x47000000 ramdisk_addr_r=0x48000000
	kernel_comp_addr_r=0x58000000 kernel_comp_size=0x4000000
	fdtfile=usb-dt/qemu-virt.dtb boot_targets=virtio)
