# shellcheck shell=bash disable=SC2034
# Raspberry Pi 3 Model B (QEMU raspi3b: BCM2837, 1 GiB, dwc2 USB, the
# firmware's property mailbox) with the in-tree bcm2837-rpi-3-b.dts.
board_desc="Raspberry Pi 3 B (QEMU raspi3b), in-tree bcm2837-rpi-3-b.dts"
# One TCG thread for the four cores (-accel tcg,thread=single): QEMU's
# raspi3b starts every core, and the three the firmware parks spin in its
# wfe loop, which multi-threaded TCG runs as a busy loop on a host CPU each
# until Linux brings them up. Measured on 2 host CPUs, the board's 13
# scenarios under tests/qemu/run -j 2: 173 s and 167 CPU-seconds with one
# thread, 502 s and 871 CPU-seconds with one per core (one boot there
# never ended: the race board_halt_wait below now closes). The guest
# still has four cores.
board_machine=(-M raspi3b -accel tcg,thread=single)
# build/linux's dts, compiled as the kernel does, with symbols (-@) so that
# overlays can use its labels (&ethernet, &usb)
board_dtb=intree:arch/arm64/boot/dts/broadcom/bcm2837-rpi-3-b.dts
board_overlays=arch/arm64/boot/dts/qemu/rpi3b
# serial0 is the PL011 (uart0: the dts's stdout-path serial1 = &uart0 for
# Linux), serial1 the mini-UART where the rpi_3 U-Boot prints
board_serials=(linux uboot)
board_console=ttyAMA0
# no PSCI: bcm2835-wdt's power-off hook resets the SoC through the
# watchdog, and QEMU, run with -no-reboot, exits
board_halt=poweroff
# ... once the watchdog's probe is done: on the modular kernel its parent,
# the power manager, waits for the clock controller, which fw_devlink
# holds back until the deferred-probe timeout (tests/qemu/run: 1 s) has
# passed after the last module registered a driver, so the probe may run
# while the guest's checks end. The guest waits for the line
# bcm2835_wdt_probe() prints last, after its power-off handler is
# registered (drivers/watchdog/bcm2835_wdt.c); the driver's sysfs link is
# there from the start of the probe (really_probe()'s driver_sysfs_add()
# before call_driver_probe(), drivers/base/dd.c),
# and a power-off before the handler halts the board: QEMU never exits.
# ([[:space:]], not ".": the ERE is on the kernel's command line, which
# dmesg also has, and must not match itself there)
board_halt_wait='dmesg:bcm2835-wdt:[[:space:]]Broadcom[[:space:]]BCM2835[[:space:]]watchdog'
# the debug kernel is much slower here than on virt (measured: smsc95xx's
# bind takes 0.57 s on the normal kernel and 10.7 s on the debug one, 19
# times, where virt's goes from 0.23 to 1.2 s, 5 times): dwc2 interrupts
# the CPU several thousand times a second and KASAN and lockdep slow each
# interrupt down, so every bound and wait gets 4 times more again
board_debug_slow=4
# dwc2 is part of the SoC: no controller lines; its root port 1 is where
# the board's LAN9514 hub sits
board_usb_host=()
board_usb_bus=usb-bus.0
# boot=uboot: Debian 13's rpi_3 U-Boot (u-boot-rpi 2025.01, arm64;
# scripts/fetch-uboot-debs) loaded by QEMU like the
# firmware loads it (-kernel), its environment (uboot.env), the kernel,
# initrd and dtb on a FAT partition of an SD card image made with mtools
board_uboot_bin=build/deps/u-boot-trixie/usr/lib/u-boot/rpi_3/u-boot.bin
board_uboot_media=sd
# the Pi's firmware passes U-Boot the device tree it loaded from the boot
# partition (x0): QEMU -dtb with the card's board.dtb, Linux's in-tree tree.
# U-Boot 2025.01's rpi_3 runs on that tree (devicetree: board) and stops
# without one (board_fdt_blob_setup() in board/raspberrypi/rpi/rpi.c
# returns -ENXIO, fdtdec_setup() fails, board_init_f() hangs before the
# console); 2023.01 fell back to its embedded copy
board_uboot_fw_dtb=1
board_uboot_env_size=0x4000
# the environment U-Boot gets replaces its built-in one (so no "preboot=usb
# start": a scenario that wants U-Boot's USB says "usb start" in
# uboot_cmds); load addresses that fit our Image. Known limit of QEMU 7.2's
# dwc2 model: it has no core soft reset and raises the port's connect
# detect only when a device is plugged, so once U-Boot has used USB, Linux's
# dwc2 finds the root port "Not connected" and enumerates nothing.
board_uboot_env=(kernel_addr_r=0x00200000 fdt_addr_r=0x08000000 ramdisk_addr_r=0x08100000)
