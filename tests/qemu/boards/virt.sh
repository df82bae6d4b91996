# shellcheck shell=bash disable=SC2034
# QEMU's arm64 virt board: the default board of a scenario.
board_desc="QEMU arm64 virt, cortex-a57, 512 MiB"
board_machine=(-M virt -cpu cortex-a57 -m 512 -smp 1)
# QEMU's own dtb, dumped with the boot's machine and firmware options
board_dtb=qemu
# scenario overlays (overlay=FILE.dtso) live here
board_overlays=arch/arm64/boot/dts/qemu
# QEMU serial ports in order; what each one carries (console.log: Linux,
# and U-Boot when it shares the port)
board_serials=(linux+uboot)
board_console=ttyAMA0
# how a boot ends: the guest powers off (PSCI), QEMU exits
board_halt=poweroff
# (optional) board_halt_wait=SYSFS-PATH or dmesg:ERE (no spaces: it goes on
# the kernel's command line, so it must not match the command line's own
# dmesg line): the guest waits for it (the power-off
# provider ready) before it powers off; rpi3b.sh
# how many times slower than virt this board's debug-kernel boot runs: on
# the debug kernel a scenario's HARNESS_SLOW is the run's times this
board_debug_slow=1
# USB for scenario libraries (tests/emu/scenario-lib.sh): the host
# controller lines and the bus its root ports are on
board_usb_host=("${qemu_xhci[@]}")
board_usb_bus=xhci.0
# boot=uboot: Debian 13's qemu_arm64 U-Boot (u-boot-qemu 2025.01,
# scripts/fetch-uboot-debs) as -bios, its environment in
# pflash unit 1, the kernel and initrd from QEMU's fw_cfg, the dtb U-Boot
# runs on (QEMU's, with the overlay) handed to Linux
board_uboot_bin=build/deps/u-boot-trixie/usr/lib/u-boot/qemu_arm64/u-boot.bin
board_uboot_media=pflash
board_uboot_env_size=0x40000
# the lines every environment of this board starts with (load addresses)
board_uboot_env=(kernel_addr_r=0x40400000 ramdisk_addr_r=0x44000000)
