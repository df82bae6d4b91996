# shellcheck shell=bash disable=SC2034
# Raspberry Pi 3 Model B+ on QEMU raspi3b (the same BCM2837; QEMU has no
# raspi3b+ machine) with the in-tree bcm2837-rpi-3-b-plus.dts: its LAN7515
# is a hub in a hub with the LAN7800 at usb-port@1/usb-port@1/ethernet@1.
. "$top/tests/qemu/boards/rpi3b.sh"
board_desc="Raspberry Pi 3 B+ (QEMU raspi3b), in-tree bcm2837-rpi-3-b-plus.dts"
board_dtb=intree:arch/arm64/boot/dts/broadcom/bcm2837-rpi-3-b-plus.dts
board_overlays=arch/arm64/boot/dts/qemu/rpi3bp
