# shellcheck shell=bash disable=SC2034
# Orange Pi PC (QEMU orangepi-pc: Allwinner H3, 4 Cortex-A7, 1 GiB) with the
# in-tree sun8i-h3-orangepi-pc.dts: a 32-bit board whose USB hosts are the
# SoC's own EHCI and OHCI, like the PandaBoard's and BeagleBoard-xM's.
board_desc="Orange Pi PC (QEMU orangepi-pc, Allwinner H3, arm32), in-tree sun8i-h3-orangepi-pc.dts"
# QEMU's machine has its four cores (it refuses fewer); the test kernel
# has no SMP, the three others stay powered off
board_machine=(-M orangepi-pc)
# an arm32 guest: build/zImage-arm32 (scripts/build-kernel --arm32,
# configs/qemu-arm-h3.config) and Debian's armhf busybox in the initramfs
board_arch=arm
board_kernel=zImage-arm32
# build/linux's dts, compiled as the kernel does, with symbols (-@) so that
# overlays can use its labels (&ehci1, &ohci1)
board_dtb=intree:arch/arm/boot/dts/allwinner/sun8i-h3-orangepi-pc.dts
board_overlays=arch/arm/boot/dts/qemu/opipc
# UART0 (a DesignWare 8250, ttyS0; the dts's stdout-path serial0 = &uart0)
# carries U-Boot's SPL and U-Boot, then Linux
board_serials=(linux+uboot)
board_console=ttyS0
# how a boot ends: the guest powers off. When QEMU loads the kernel, QEMU's
# own PSCI (SMC, a /psci node it adds to the dtb) handles SYSTEM_OFF and
# QEMU exits. After U-Boot, U-Boot's resident PSCI is the one Linux calls,
# and its SYSTEM_OFF only halts (QEMU 7.2 has no H3 watchdog either): the
# harness stops QEMU (monitor "quit", exit 0) once Linux's console shows
# this line, printed after the guest's last output (dmesg, sync)
board_halt=poweroff
board_end_line='reboot: Power down|System halted'
board_debug_slow=1
# USB, measured on QEMU 7.2 (the bus <-> node table):
#   usb-bus.0  EHCI0  /soc/usb@1c1a000  ehci0  6 high-speed ports
#   usb-bus.1  EHCI1  /soc/usb@1c1b000  ehci1
#   usb-bus.2  EHCI2  /soc/usb@1c1c000  ehci2
#   usb-bus.3  EHCI3  /soc/usb@1c1d000  ehci3
#   usb-bus.4  OHCI0  /soc/usb@1c1a400  ohci0  3 full-speed ports
#   usb-bus.5  OHCI1  /soc/usb@1c1b400  ohci1
#   usb-bus.6  OHCI2  /soc/usb@1c1c400  ohci2
#   usb-bus.7  OHCI3  /soc/usb@1c1d400  ohci3
# QEMU does not pair them as companions: a full-speed device (QEMU's
# usb-hub, usb-net) attaches only to an OHCI bus ("speed mismatch" on an
# EHCI one). Linux's USB bus numbers change from boot to boot (the
# controllers probe in varying order), so scenarios find devices by
# controller path or of_node, never by "1-1". The controllers are part of
# the SoC: no controller lines; the emulator's scenarios use EHCI1 port 1.
board_usb_host=()
board_usb_bus=usb-bus.1
# boot=uboot: the project's orangepi_pc U-Boot (scripts/build-uboot
# orangepi_pc, configs/u-boot/orangepi_pc.config) written at 8 KiB of an SD
# card image, which QEMU's emulated boot ROM loads (SPL, then U-Boot);
# uboot.env, the kernel, initrd and dtb on a FAT partition (mtools)
board_uboot_bin=build/u-boot-orangepi_pc.bin
board_uboot_media=sd
board_uboot_sd_offset=8192
board_uboot_env_size=0x10000
# sunxi's load addresses (1 GiB of RAM at 0x40000000) and its bootm_size
# (the environment replaces U-Boot's built-in one): without it U-Boot moves
# initrd and dtb to the top of RAM, above what the kernel maps (no
# HIGHMEM), and Linux drops the initrd ("is not a memory region"); bootz
# for a zImage
board_uboot_env=(kernel_addr_r=0x42000000 fdt_addr_r=0x43000000 ramdisk_addr_r=0x43300000 bootm_size=0xa000000)
board_uboot_kernel_cmd=bootz
# after U-Boot, CNTFRQ says 24 MHz (U-Boot sets it, as the H3's oscillator
# is) while QEMU 7.2 counts the arch timer at 62.5 MHz: Linux's clock ran
# 2.6 times fast. This overlay gives /timer the rate QEMU counts at; only
# boots through U-Boot get it (QEMU's own boot sets CNTFRQ right)
board_uboot_dtb_overlay=uboot-timer.dtso
